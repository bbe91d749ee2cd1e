// @ts-check
/**
 * Starts the production server for the e2e run on a scratch copy of the releases, so the release test
 * can publish a new section version without touching the developer's own releases or database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

runServer({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: path.join(dir, 'data'),
  RELEASES_DIR: path.join(dir, 'releases'),
  LOG_LEVEL: 'warn',
  // Every spec's browser comes from 127.0.0.1, so the forms' per-client limits (five sends, five receipt
  // lookups) would be shared by the whole run; the server suites prove the default limits themselves.
  RATE_LIMITS: 'write=5:200,receipt=5:200',
});
