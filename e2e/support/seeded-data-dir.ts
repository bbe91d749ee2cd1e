import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { serverEnv } from './server-env';

/**
 * Copies of one DATA_DIR whose database a first start has made, migrated and seeded. A first start takes
 * 10–15 s on a two-core machine and a later one a third of that: a test about stopping or locking a
 * running server starts from a copy, and only the tests about an empty folder pay a first start.
 */

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const READY = /KSEI website ready at http:\/\/localhost:\d+/;

/** Starts the built server on `dataDir` until it serves, then stops it as a supervisor would. */
function seed(dataDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = spawn(process.execPath, [path.join(ROOT, 'server', 'dist', 'index.js')], {
      env: serverEnv(dataDir),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    server.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (READY.test(stdout)) server.kill('SIGTERM');
    });
    server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    server.on('close', (code) =>
      code === 0 && READY.test(stdout) ? resolve() : reject(new Error(`seeding ${dataDir} failed: ${stderr}`)),
    );
  });
}

const templates = new Map<string, Promise<string>>();

/** `dataDir`, made a copy of a seeded DATA_DIR kept in `scratch` (seeded once per scratch folder). */
export async function seededDataDir(scratch: string, dataDir: string): Promise<string> {
  let template = templates.get(scratch);
  if (template === undefined) {
    const folder = path.join(scratch, 'seeded-template');
    template = seed(folder).then(() => folder);
    templates.set(scratch, template);
  }
  fs.cpSync(await template, dataDir, { recursive: true });
  return dataDir;
}
