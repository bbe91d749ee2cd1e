import fs from 'node:fs';
import path from 'node:path';
import { loadTemplate } from '../../src/site/document/template.js';
import { createFixtureDirs, TEMPLATE } from '../support/fixtures.js';

describe('loadTemplate', () => {
  let dirs: ReturnType<typeof createFixtureDirs>;
  beforeEach(() => {
    dirs = createFixtureDirs();
  });
  afterEach(() => {
    fs.rmSync(dirs.root, { recursive: true, force: true });
  });

  it('rejects a template without the head marker', () => {
    fs.writeFileSync(
      path.join(dirs.shellDist, 'index.html'),
      '<html lang="id"><head><title>KSEI</title></head></html>',
    );
    expect(() => loadTemplate(dirs.shellDist)).toThrow('<!--ksei-head-->');
  });

  it('picks up a rebuilt shell and keeps the last good template while the file is broken', async () => {
    const file = path.join(dirs.shellDist, 'index.html');
    const template = loadTemplate(dirs.shellDist, { recheckMs: 0 });
    expect(await template.read()).toBe(TEMPLATE);

    const rebuilt = TEMPLATE.replace('<body>', '<body data-build="2">');
    fs.writeFileSync(file, rebuilt);
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(await template.read()).toBe(rebuilt);

    fs.writeFileSync(file, '<html>half written');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    expect(await template.read()).toBe(rebuilt);
  });
});
