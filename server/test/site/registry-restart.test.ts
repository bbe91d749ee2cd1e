/**
 * The last good registry survives a restart: a server started while `registry.json` is unusable
 * serves each section's live version from its release history (`<section>/history.json`, the
 * release command's record) and says so in its log. Readiness (`GET /api/ready`) fails while the
 * server has no usable registry, and while its releases folder lacks a section's live version.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { HistoryEntry } from '@ksei/build-tools/release';
import type { Database } from '../../src/db/database.js';
import { FIXTURE_REGISTRY, REMOTE_VERSION, startTestServer, type TestServer } from '../support/fixtures.js';
import { createMigratedTestPglite } from '../support/pglite-template.js';

const ABOUT_PAGE = '/id/tentang-ksei/sekilas';
const OTHER_VERSION = 'fedcba9876543210';

/** What the release command records for a section released once at REMOTE_VERSION. */
const RELEASED: HistoryEntry[] = [
  { version: REMOTE_VERSION, releasedAt: '2025-01-01T00:00:00.000Z', commit: null, previous: null, action: 'release' },
];

function writeHistories(releasesDir: string, history: (name: string) => HistoryEntry[] = () => RELEASED): void {
  for (const { name } of FIXTURE_REGISTRY.remotes) {
    fs.writeFileSync(path.join(releasesDir, name, 'history.json'), `${JSON.stringify(history(name), null, 2)}\n`);
  }
}

/**
 * One migrated database for every server of the suite, closed after the last: the registry is files,
 * and starting a database of its own was most of each server's start. Each server gets it with a
 * `close` that leaves it open for the next.
 */
let shared: Promise<Database> | undefined;
afterAll(async () => {
  await (await shared)?.close();
});

/** A server whose releases folder `arrange` prepared before the app was built, logging into `lines`. */
async function serverWith(arrange: (releasesDir: string) => void): Promise<{ server: TestServer; lines: string[] }> {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push((JSON.parse(chunk.toString()) as { msg: string }).msg);
      done();
    },
  });
  shared ??= createMigratedTestPglite();
  const db = await shared;
  const server = await startTestServer({
    database: async () => ({ ...db, close: async () => undefined }),
    env: { LOG_LEVEL: 'info' },
    build: { logger: true, logStream },
    beforeBuild: async (_db, config) => arrange(config.releasesDir),
  });
  return { server, lines };
}

const byName = <T extends { name: string }>(entries: readonly T[]): T[] =>
  [...entries].sort((a, b) => a.name.localeCompare(b.name));

async function readiness(server: TestServer): Promise<{ status: number; reasons: string[] }> {
  const answer = await server.app.inject('/api/ready');
  return { status: answer.statusCode, reasons: (answer.json() as { reasons?: string[] }).reasons ?? [] };
}

describe('a server started while registry.json is unusable', () => {
  const BROKEN: [string, (file: string) => void][] = [
    ['a typo that breaks the JSON', (file) => fs.writeFileSync(file, '{"remotes": [')],
    [
      'a file that cannot be read',
      (file) => {
        fs.rmSync(file);
        fs.mkdirSync(file); // reading it fails with EISDIR
      },
    ],
    ['no file at all', (file) => fs.rmSync(file)],
  ];

  it.each(BROKEN)('with %s: serves every section of the release histories, and is ready', async (_label, breakIt) => {
    const { server, lines } = await serverWith((releasesDir) => {
      writeHistories(releasesDir);
      breakIt(path.join(releasesDir, 'registry.json'));
    });
    try {
      expect(byName((await server.app.inject('/remotes.json')).json<typeof FIXTURE_REGISTRY>().remotes)).toEqual(
        byName(FIXTURE_REGISTRY.remotes),
      );
      const page = await server.app.inject(ABOUT_PAGE);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`/remotes/mf-about/${REMOTE_VERSION}/mf-manifest.json`);
      expect(await readiness(server)).toEqual({ status: 200, reasons: [] });
      const warnings = lines.filter((line) => /registry\.json is unusable/.test(line));
      expect(warnings).toEqual([
        expect.stringMatching(/serving the registry rebuilt from the sections' release histories \(.*mf-about@/),
      ]);
    } finally {
      await server.close();
    }
  });

  it('takes each section at its last switch: a rollback recorded last is what is live', async () => {
    const { server } = await serverWith((releasesDir) => {
      const about = path.join(releasesDir, 'mf-about');
      fs.cpSync(path.join(about, REMOTE_VERSION), path.join(about, OTHER_VERSION), { recursive: true });
      writeHistories(releasesDir, (name) =>
        name !== 'mf-about'
          ? RELEASED
          : [
              ...RELEASED,
              {
                ...RELEASED[0]!,
                version: OTHER_VERSION,
                previous: REMOTE_VERSION,
                releasedAt: '2025-02-01T00:00:00.000Z',
              },
              { ...RELEASED[0]!, previous: OTHER_VERSION, releasedAt: '2025-03-01T00:00:00.000Z', action: 'rollback' },
            ],
      );
      fs.writeFileSync(path.join(releasesDir, 'registry.json'), 'not json');
    });
    try {
      const remotes = (await server.app.inject('/remotes.json')).json<typeof FIXTURE_REGISTRY>().remotes;
      expect(remotes.find((entry) => entry.name === 'mf-about')?.version).toBe(REMOTE_VERSION);
    } finally {
      await server.close();
    }
  });

  it('serves the registry.json it is given once it is fixed, and its histories no longer', async () => {
    const { server, lines } = await serverWith((releasesDir) => {
      writeHistories(releasesDir);
      fs.writeFileSync(path.join(releasesDir, 'registry.json'), 'not json');
    });
    try {
      const file = path.join(server.config.releasesDir, 'registry.json');
      const others = FIXTURE_REGISTRY.remotes.filter((entry) => entry.name !== 'mf-about');
      fs.writeFileSync(file, JSON.stringify({ remotes: others }));
      expect((await server.app.inject('/remotes.json')).json()).toEqual({ remotes: others });
      expect((await server.app.inject(ABOUT_PAGE)).statusCode).toBe(404);
      expect(lines.filter((line) => /usable again/.test(line))).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});

describe('readiness and the registry', () => {
  it('fails with an unusable registry.json and no release history, and serves no section', async () => {
    const { server } = await serverWith((releasesDir) => {
      fs.writeFileSync(path.join(releasesDir, 'registry.json'), '{"remotes": [');
    });
    try {
      expect((await server.app.inject(ABOUT_PAGE)).statusCode).toBe(404);
      expect(await readiness(server)).toEqual({
        status: 503,
        reasons: [expect.stringMatching(/^registry: no usable section registry: registry\.json is unusable/)],
      });
    } finally {
      await server.close();
    }
  });

  it('fails with no registry.json and no release history: nothing is released', async () => {
    const { server } = await serverWith((releasesDir) => fs.rmSync(path.join(releasesDir, 'registry.json')));
    try {
      expect(await readiness(server)).toEqual({
        status: 503,
        reasons: ['registry: no section is released: no registry.json and no section has a release history'],
      });
    } finally {
      await server.close();
    }
  });

  it("names the section and version whose folder this server's releases folder lacks, logged once", async () => {
    const { server, lines } = await serverWith(() => undefined);
    try {
      expect(await readiness(server)).toEqual({ status: 200, reasons: [] });
      // Another server released mf-about OTHER_VERSION into the shared folder; this one sees the
      // new registry.json but not yet the version's folder.
      const releasesDir = server.config.releasesDir;
      const moved = FIXTURE_REGISTRY.remotes.map((entry) =>
        entry.name === 'mf-about'
          ? { ...entry, version: OTHER_VERSION, entry: `/remotes/mf-about/${OTHER_VERSION}/mf-manifest.json` }
          : entry,
      );
      fs.writeFileSync(path.join(releasesDir, 'registry.json'), JSON.stringify({ remotes: moved }));
      const behind = {
        status: 503,
        reasons: [
          `registry: this server's releases folder lacks the live version of mf-about ${OTHER_VERSION} (behind the others?)`,
        ],
      };
      expect(await readiness(server)).toEqual(behind);
      expect(await readiness(server)).toEqual(behind);
      // Meanwhile it serves what it had.
      expect((await server.app.inject(ABOUT_PAGE)).statusCode).toBe(200);
      expect(lines.filter((line) => line.includes(`mf-about ${OTHER_VERSION}`))).toHaveLength(1);

      const about = path.join(releasesDir, 'mf-about');
      fs.cpSync(path.join(about, REMOTE_VERSION), path.join(about, OTHER_VERSION), { recursive: true });
      expect(await readiness(server)).toEqual({ status: 200, reasons: [] });
      expect((await server.app.inject('/remotes.json')).json()).toEqual({ remotes: moved });
    } finally {
      await server.close();
    }
  });

  it('names a live version its history records but its folder lacks, and serves the other sections', async () => {
    const { server } = await serverWith((releasesDir) => {
      writeHistories(releasesDir, (name) =>
        name === 'mf-about'
          ? [...RELEASED, { ...RELEASED[0]!, version: OTHER_VERSION, previous: REMOTE_VERSION }]
          : RELEASED,
      );
      fs.writeFileSync(path.join(releasesDir, 'registry.json'), '');
    });
    try {
      expect(await readiness(server)).toEqual({
        status: 503,
        reasons: [
          `registry: this server's releases folder lacks the live version of mf-about ${OTHER_VERSION} (behind the others?)`,
        ],
      });
      const remotes = (await server.app.inject('/remotes.json')).json<typeof FIXTURE_REGISTRY>().remotes;
      expect(byName(remotes)).toEqual(byName(FIXTURE_REGISTRY.remotes.filter((entry) => entry.name !== 'mf-about')));
    } finally {
      await server.close();
    }
  });
});
