import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createMemoryFiles } from '../../src/site/files/memory-files.js';
import { REMOTE_VERSION, useTestServer } from '../support/fixtures.js';

describe('build files served from memory', () => {
  const server = useTestServer();
  const chunk = `/remotes/mf-about/${REMOTE_VERSION}/123.a1b2c3d4e5.js`;
  const shellChunk = '/shell/main.0a1b2c3d4e.js';

  it('answers a released chunk and a hashed shell chunk with the same bytes after their folders are moved away', async () => {
    const { releasesDir, shellDist } = server().config;
    const expectedChunk = fs.readFileSync(path.join(releasesDir, 'mf-about', REMOTE_VERSION, '123.a1b2c3d4e5.js'));
    const expectedShell = fs.readFileSync(path.join(shellDist, 'main.0a1b2c3d4e.js'));
    const first = await server().app.inject(chunk);
    expect(first.statusCode).toBe(200);
    expect((await server().app.inject(shellChunk)).statusCode).toBe(200);
    fs.renameSync(releasesDir, `${releasesDir}.away`);
    fs.renameSync(shellDist, `${shellDist}.away`);
    try {
      const again = await server().app.inject(chunk);
      expect(again.statusCode).toBe(200);
      expect(again.rawPayload.equals(expectedChunk)).toBe(true);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(again.headers['access-control-allow-origin']).toBe('*');
      expect(again.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(again.headers['etag']).toBe(first.headers['etag']);
      expect(again.headers['last-modified']).toBe(first.headers['last-modified']);
      const head = await server().app.inject({ method: 'HEAD', url: chunk });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      const shell = await server().app.inject(shellChunk);
      expect(shell.statusCode).toBe(200);
      expect(shell.rawPayload.equals(expectedShell)).toBe(true);
      const revalidated = await server().app.inject({
        url: chunk,
        headers: { 'if-none-match': String(first.headers['etag']) },
      });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
    } finally {
      fs.renameSync(`${releasesDir}.away`, releasesDir);
      fs.renameSync(`${shellDist}.away`, shellDist);
    }
  });

  it("serves a newly released version's file, and keeps answering it from memory once its folder is gone", async () => {
    const { releasesDir } = server().config;
    const version = path.join(releasesDir, 'mf-about', '9.9.9');
    fs.mkdirSync(version, { recursive: true });
    fs.writeFileSync(path.join(version, '77.0123456789.js'), 'console.log("new release");');
    try {
      const fresh = await server().app.inject('/remotes/mf-about/9.9.9/77.0123456789.js');
      expect(fresh.statusCode).toBe(200);
      expect(fresh.body).toBe('console.log("new release");');
    } finally {
      fs.rmSync(version, { recursive: true, force: true });
    }
    // Once removed from disk, it is still answered from memory (its bytes never change under its name).
    expect((await server().app.inject('/remotes/mf-about/9.9.9/77.0123456789.js')).statusCode).toBe(200);
  });
});

describe('the memory cache', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-memory-files-'));
    for (const name of ['a', 'b', 'c']) fs.writeFileSync(path.join(dir, `${name}.js`), name.repeat(100));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('holds at most its byte budget, letting the least recently used file go', async () => {
    const memory = createMemoryFiles({ budgetBytes: 250 });
    const file = (name: string) => path.join(dir, `${name}.js`);
    await memory.get(file('a'));
    await memory.get(file('b'));
    await memory.get(file('a')); // b is now the least recently used
    expect(memory.heldBytes).toBe(200);
    await memory.get(file('c'));
    expect(memory.heldBytes).toBe(200);
    for (const name of ['a', 'b', 'c']) fs.rmSync(file(name));
    // What memory still holds answers without the disk; the evicted file would need it.
    expect((await memory.get(file('a')))?.body.toString()).toBe('a'.repeat(100));
    expect((await memory.get(file('c')))?.body.toString()).toBe('c'.repeat(100));
    expect(await memory.get(file('b'))).toBeUndefined();
  });

  it('leaves a file larger than the per-file limit to the disk', async () => {
    const memory = createMemoryFiles({ budgetBytes: 1000, maxFileBytes: 99 });
    expect(await memory.get(path.join(dir, 'a.js'))).toBeUndefined();
    expect(memory.heldBytes).toBe(0);
  });
});
