import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { release, type Registry } from '@ksei/build-tools/release';

const CLI = path.resolve(__dirname, '..', 'cli.js');

/**
 * `ksei-release` as `npm run release -w mf-about` runs it: a real process in the section's folder.
 * The folder here is a bare package: were the command to build, webpack would find nothing to build
 * and fail, and a `dist/` would appear.
 */
function scratch() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-release-cli-'));
  const sectionDir = path.join(root, 'mf-about');
  const releasesDir = path.join(root, 'releases');
  fs.mkdirSync(sectionDir);
  fs.writeFileSync(path.join(sectionDir, 'package.json'), JSON.stringify({ name: 'mf-about' }));
  const distDir = path.join(root, 'builds');
  const releaseBuild = (label: string) => {
    fs.rmSync(distDir, { recursive: true, force: true });
    fs.mkdirSync(distDir);
    fs.writeFileSync(path.join(distDir, 'mf-manifest.json'), JSON.stringify({ name: 'mf_about', label }));
    fs.writeFileSync(path.join(distDir, 'routes.json'), JSON.stringify({ owner: 'mf-about', pages: [] }));
    return release({ remote: 'mf-about', distDir, releasesDir }).version;
  };
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, [CLI, ...args], {
      cwd: sectionDir,
      env: { ...process.env, RELEASES_DIR: releasesDir },
      encoding: 'utf8',
    });
  const registryText = () => fs.readFileSync(path.join(releasesDir, 'registry.json'), 'utf8');
  const live = () =>
    (JSON.parse(registryText()) as Registry).remotes.find((r) => r.name === 'mf-about')?.version ?? null;
  const built = () => fs.existsSync(path.join(sectionDir, 'dist'));
  return { root, releasesDir, releaseBuild, cli, registryText, live, built };
}

let dirs: ReturnType<typeof scratch>;
beforeEach(() => {
  dirs = scratch();
});
afterEach(() => {
  fs.rmSync(dirs.root, { recursive: true, force: true });
});

describe('ksei-release --list', () => {
  it('prints the history newest first with the live version marked, without building', () => {
    const v1 = dirs.releaseBuild('one');
    const v2 = dirs.releaseBuild('two');
    expect(dirs.cli('--rollback').status).toBe(0);

    const list = dirs.cli('--list');
    expect({ status: list.status, stderr: list.stderr }).toEqual({ status: 0, stderr: '' });
    const rows = list.stdout.trim().split('\n').slice(1);
    expect(rows).toEqual([
      expect.stringMatching(new RegExp(`^\\* ${v1} .* rollback .* previous ${v2}$`)),
      expect.stringMatching(new RegExp(`^  ${v2} .* release .* previous ${v1}$`)),
      expect.stringMatching(new RegExp(`^  ${v1} .* release .* previous none$`)),
    ]);
    expect(dirs.built()).toBe(false);
  });

  it('says so when nothing has been released', () => {
    const list = dirs.cli('--list');
    expect(list.status).toBe(0);
    expect(list.stdout).toMatch(/no releases recorded yet[\s\S]*nothing is live/);
  });
});

describe('ksei-release --rollback', () => {
  it('switches back in well under a second without building, and a second one goes forward again', () => {
    const v1 = dirs.releaseBuild('one');
    const v2 = dirs.releaseBuild('two');

    const back = dirs.cli('--rollback');
    expect(back.status).toBe(0);
    expect(back.stdout).toMatch(new RegExp(`rolled back to ${v1} \\(was ${v2}\\); switched in [\\d.]+ ms`));
    const ms = Number(/switched in ([\d.]+) ms/.exec(back.stdout)?.[1]);
    expect(ms).toBeLessThan(1000);
    expect(dirs.live()).toBe(v1);

    expect(dirs.cli('--rollback').status).toBe(0);
    expect(dirs.live()).toBe(v2);
    expect(dirs.cli(`--rollback=${v1}`).status).toBe(0);
    expect(dirs.live()).toBe(v1);
    expect(dirs.built()).toBe(false);
  });

  it.each([
    ['a version that has no folder', ['--rollback', 'feedfacefeedface'], /no version folder/],
    ['a half-copied staging folder', ['--rollback', 'STAGING'], /half-copied staging folder/],
  ])('refuses %s with exit 1 and a clear message, switching nothing', (_label, args, message) => {
    const v1 = dirs.releaseBuild('one');
    dirs.releaseBuild('two');
    fs.cpSync(
      path.join(dirs.releasesDir, 'mf-about', v1),
      path.join(dirs.releasesDir, 'mf-about', `${v1}.99.staging`),
      {
        recursive: true,
      },
    );
    const before = dirs.registryText();
    const result = dirs.cli(...args.map((arg) => arg.replace('STAGING', `${v1}.99.staging`)));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/\bat .*\.js:\d+/);
    expect(dirs.registryText()).toBe(before);
    expect(dirs.built()).toBe(false);
  });

  it('refuses with exit 1 when there is nothing to roll back to', () => {
    dirs.releaseBuild('one');
    const before = dirs.registryText();
    const result = dirs.cli('--rollback');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/nothing to roll back to/);
    expect(dirs.registryText()).toBe(before);
  });
});
