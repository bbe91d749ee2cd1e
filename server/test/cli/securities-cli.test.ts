import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runImportCli, USAGE } from '../../src/cli/import-securities.js';
import { MIGRATIONS_DIR } from '../support/fixtures.js';

describe('securities import command', () => {
  let root: string;
  let lines: string[];
  const run = (...args: string[]) =>
    runImportCli(args, {
      env: { DATA_DIR: 'data' },
      cwd: root,
      repoRoot: root,
      migrationsDir: MIGRATIONS_DIR,
      out: (line) => lines.push(line),
    });

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-import-'));
    for (const name of ['StatisEfek20260831.txt', 'StatisEfek-malformed.txt']) {
      fs.copyFileSync(path.join(__dirname, '..', 'fixtures', name), path.join(root, name));
    }
  });
  beforeEach(() => {
    lines = [];
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('imports a file into the embedded database under DATA_DIR, and again without changes', async () => {
    expect(await run('statisefek', 'StatisEfek20260831.txt')).toBe(0);
    expect(lines).toEqual(['StatisEfek20260831.txt: 5 line(s): 5 inserted, 0 updated, 0 unchanged']);
    lines = [];
    expect(await run('statisefek', 'StatisEfek20260831.txt')).toBe(0);
    expect(lines).toEqual(['StatisEfek20260831.txt: 5 line(s): 0 inserted, 0 updated, 5 unchanged']);
    expect(fs.existsSync(path.join(root, 'data', 'pglite'))).toBe(true);
  });

  it('prints every malformed line and exits 1', async () => {
    expect(await run('statisefek', 'StatisEfek-malformed.txt')).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^StatisEfek-malformed\.txt: 5 malformed line\(s\), nothing imported/);
    for (const line of [3, 4, 5, 6, 7]) expect(lines[0]).toContain(`line ${line}: `);
  });

  it('explains its usage for an unknown kind of file', async () => {
    expect(await run('statis', 'StatisEfek20260831.txt')).toBe(2);
    expect(lines).toEqual([USAGE]);
  });
});
