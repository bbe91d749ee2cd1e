/**
 * `/files/…` from the database: the seed's files as their `seed_files` rows make them, with a strong
 * ETag from the bytes, so every server on one database answers the same bytes and the same ETag (a
 * revalidation is a 304 whichever server gets it), and no server needs a folder of files.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { renderSeedFile, type SeedFile } from '../../src/domains/downloads/index.js';
import { describeEachEngine, serverDatabase } from '../support/engines.js';
import { createFixtureDirs, startTestServer, type TestServer } from '../support/fixtures.js';

describeEachEngine('downloads from the database', (engine) => {
  let server: TestServer;
  /** A second server on the same database, with a data folder of its own that does not exist. */
  let other: FastifyInstance;
  let otherDirs: ReturnType<typeof createFixtureDirs>;
  let pdf: SeedFile;
  let jpeg: SeedFile;

  beforeAll(async () => {
    server = await startTestServer({ seed: true, ...serverDatabase(engine), env: { FORMS: 'off' } });
    otherDirs = createFixtureDirs();
    const config = loadConfig(
      {
        SHELL_DIST: otherDirs.shellDist,
        RELEASES_DIR: otherDirs.releasesDir,
        DATA_DIR: path.join(otherDirs.root, 'never-made'),
        FORMS: 'off',
      },
      otherDirs.root,
    );
    other = await buildApp(config, server.db, { logger: false, serverRendering: false });
    await other.ready();
    const files = await server.db.query<SeedFile>(
      "select path, kind, title, width, height from seed_files where path like 'announcements/%' or path like 'press-releases/%' order by path",
    );
    pdf = files.find((file) => file.kind === 'pdf') as SeedFile;
    jpeg = files.find((file) => file.kind === 'jpeg') as SeedFile;
  }, 120_000);

  afterAll(async () => {
    await other?.close();
    await server?.close();
    if (otherDirs) fs.rmSync(otherDirs.root, { recursive: true, force: true });
  });

  it('serves a PDF as its row makes it: attachment with its name, nosniff, an hour, a strong ETag of the bytes', async () => {
    const response = await server.app.inject(`/files/${pdf.path}`);
    expect(response.statusCode).toBe(200);
    const expected = renderSeedFile(pdf);
    expect(response.rawPayload.equals(expected)).toBe(true);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-length']).toBe(String(expected.length));
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${path.basename(pdf.path)}"`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers['etag']).toBe(`"${createHash('sha256').update(expected).digest('base64url')}"`);
    expect(response.headers['last-modified']).toBeUndefined();
  });

  it('shows a picture inline, as a JPEG', async () => {
    const response = await server.app.inject(`/files/${jpeg.path}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['content-disposition']).toBe(`inline; filename="${path.basename(jpeg.path)}"`);
    expect([...response.rawPayload.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect(response.rawPayload.equals(renderSeedFile(jpeg))).toBe(true);
  });

  it('two servers on one database answer the same bytes and the same ETag, and neither made a folder', async () => {
    for (const file of [pdf, jpeg]) {
      const [one, two] = await Promise.all([
        server.app.inject(`/files/${file.path}`),
        other.inject(`/files/${file.path}`),
      ]);
      expect(two.statusCode).toBe(200);
      expect(two.headers['etag']).toBe(one.headers['etag']);
      expect(two.rawPayload.equals(one.rawPayload)).toBe(true);
    }
    expect(fs.existsSync(path.join(otherDirs.root, 'never-made'))).toBe(false);
    expect(fs.existsSync(server.config.dataDir)).toBe(false);
  });

  it("revalidates with a 304 on the other server with the first one's ETag (weak or strong, in a list)", async () => {
    const first = await server.app.inject(`/files/${pdf.path}`);
    const etag = String(first.headers['etag']);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await other.inject({ url: `/files/${pdf.path}`, headers: { 'if-none-match': header } });
      expect({ header, status: again.statusCode }).toEqual({ header, status: 304 });
      expect(again.headers['etag']).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=3600');
      expect(again.rawPayload.length).toBe(0);
    }
    const changed = await other.inject({ url: `/files/${pdf.path}`, headers: { 'if-none-match': '"not-it"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('answers HEAD with the headers and no body', async () => {
    const head = await server.app.inject({ method: 'HEAD', url: `/files/${pdf.path}` });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers['content-type']).toBe('application/pdf');
    expect(head.headers['content-length']).toBe(String(renderSeedFile(pdf).length));
    expect(head.headers['etag']).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
  });

  it.each([
    '/files/../package.json',
    '/files/%2e%2e/%2e%2e/etc/passwd',
    '/files/announcements/..%2f..%2f..%2fetc%2fpasswd',
    '/files/announcements%2f..%2f..%2fmigrations%2f002_content.sql',
    '/files/..%5c..%5cpackage.json',
    '/files/announcements/./x.pdf',
    '/files//etc/passwd',
    '/files/announcements/ann-0001.pdf%00.jpg',
    '/files/announcements/',
    '/files/announcements/no-such-file.pdf',
  ])('refuses %s like any miss, before it reaches a file', async (url) => {
    const response = await server.app.inject(url);
    expect([400, 404]).toContain(response.statusCode);
    expect(response.headers['content-type']).not.toMatch(/pdf|jpeg|octet/);
    expect(response.body).not.toMatch(/%PDF|root:|create table/);
  });

  it('answers only GET and HEAD', async () => {
    const response = await server.app.inject({ method: 'POST', url: `/files/${pdf.path}` });
    expect(response.statusCode).toBe(405);
    expect(response.headers['allow']).toBe('GET, HEAD');
  });
});
