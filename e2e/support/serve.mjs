// @ts-check
/**
 * Starts the production server for the e2e run on a scratch copy of the releases, so the release test
 * can publish a new section version without touching the developer's own releases or database.
 *
 * Staff accounts: the first (every scope) comes from the configuration (`STAFF_FIRST_*`) as on a real
 * first start, with a password drawn here for this run only; a second, with `messages:read` alone, is
 * added by the server's own account code while no server holds the database. Both are written to
 * `staff.json` in the scratch folder, where the specs read them (see `staff.ts`); nothing is committed.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runServer } from '@ksei/build-tools/server-process';

const root = path.resolve(import.meta.dirname, '..', '..');
const port = Number(process.env.E2E_PORT ?? 4173);
const dir = path.join(os.tmpdir(), `ksei-e2e-${port}`);
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
const sourceReleases = path.resolve(process.env.RELEASES_DIR ?? path.join(root, 'releases'));
if (!fs.existsSync(path.join(sourceReleases, 'registry.json'))) {
  console.error(`No releases in ${sourceReleases}: run npm run build first`);
  process.exit(1);
}
fs.cpSync(sourceReleases, path.join(dir, 'releases'), { recursive: true });

/** A password for this run only: 24 characters of base64url (longer than the 15 a new one needs). */
const password = () => randomBytes(18).toString('base64url');
const staff = {
  admin: { email: 'admin.e2e@ksei.example', name: 'Admin Uji', password: password() },
  reader: { email: 'pembaca.e2e@ksei.example', name: 'Pembaca Pesan', password: password() },
  author: { email: 'penulis.e2e@ksei.example', name: 'Penulis Pengumuman', password: password() },
  publisher: { email: 'penerbit.e2e@ksei.example', name: 'Penerbit Pengumuman', password: password() },
};

const env = {
  ...process.env,
  HOST: '127.0.0.1',
  DATA_DIR: path.join(dir, 'data'),
  RELEASES_DIR: path.join(dir, 'releases'),
  LOG_LEVEL: 'warn',
  // Every spec's browser comes from 127.0.0.1, so the forms' per-client limits (five sends, five receipt
  // lookups) and sign-in's (ten at once) would be shared by the whole run; the server suites prove the
  // default limits themselves.
  RATE_LIMITS: 'write=5:200,receipt=5:200,login=5:200,pagepost=5:200',
  STAFF_FIRST_EMAIL: staff.admin.email,
  STAFF_FIRST_NAME: staff.admin.name,
  STAFF_FIRST_PASSWORD: staff.admin.password,
};

/** A port nobody listens on now, for the first start (the run's own port must answer only once ready). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The first start: migrations, seed and the first staff account from the configuration; then stopped. */
async function firstStart() {
  const server = spawn(process.execPath, [path.join(root, 'server', 'dist', 'index.js')], {
    env: { ...env, PORT: String(await freePort()) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => String(chunk).includes('ready at') && resolve(undefined));
    server.on('exit', (code) => reject(new Error(`the first e2e server start exited ${code}`)));
  });
  const stopped = new Promise((resolve) => server.on('exit', resolve));
  server.kill('SIGTERM');
  await stopped;
}

/** The other accounts, by the server's own code on the database the first start left. */
async function addAccounts() {
  const load = (/** @type {string} */ file) => import(pathToFileURL(path.join(root, 'server', 'dist', file)).href);
  const { createDatabase } = await load('db/create-database.js');
  const { createStaffAccount } = await load('domains/auth/index.js');
  const db = await createDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await createStaffAccount(db, { ...staff.reader, scope: ['messages:read'] });
    // Two people for the publishing workflow, of the publication, regulations and careers sections: one
    // writes, the other also approves.
    await createStaffAccount(db, {
      ...staff.author,
      scope: ['publication:edit', 'regulations:edit', 'careers:edit', 'about:edit'],
    });
    await createStaffAccount(db, {
      ...staff.publisher,
      scope: [
        'publication:edit',
        'publication:publish',
        'regulations:edit',
        'regulations:publish',
        'careers:edit',
        'careers:publish',
        'about:edit',
        'about:publish',
      ],
    });
    // The day the seed dated its samples from (its first announcements are of that day), for the specs:
    // a run that crosses midnight in Jakarta still compares with the seed's day, not the new one.
    const [seeded] = await db.query("select date::text as day from announcements where id = 'ann-0001'");
    fs.writeFileSync(path.join(dir, 'seed-day.json'), JSON.stringify({ day: seeded?.day ?? null }));
  } finally {
    await db.close();
  }
}

await firstStart();
await addAccounts();
fs.writeFileSync(path.join(dir, 'staff.json'), JSON.stringify(staff), { mode: 0o600 });
runServer({ ...env, PORT: String(port) });
