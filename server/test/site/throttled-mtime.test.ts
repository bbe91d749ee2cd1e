import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { throttledMtime } from '../../src/site/files/throttled-mtime.js';

describe("the shell server build's mtime on the page path", () => {
  let dir: string;
  let now: jest.SpyInstance<number, []>;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-mtime-'));
    now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
  });
  afterEach(() => {
    now.mockRestore();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is not looked up on disk again for 1000 ms, and is at 1000 ms', async () => {
    const file = path.join(dir, 'shell.cjs');
    fs.writeFileSync(file, 'x');
    const mtime = throttledMtime(file);
    const first = await mtime();
    expect(first).toBe(fs.statSync(file).mtimeMs);
    fs.rmSync(file);
    now.mockReturnValue(1_000_999);
    expect(await mtime()).toBe(first);
    now.mockReturnValue(1_001_000);
    expect(await mtime()).toBe(0);
  });
});
