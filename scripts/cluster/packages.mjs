// @ts-check
/** Debian's PostgreSQL and nginx for the local cluster: found where Debian puts them, installed with apt-get when missing. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The newest PostgreSQL server's `bin` folder Debian installed (`/usr/lib/postgresql/<major>/bin`), if any. */
export function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return undefined;
  const majors = fs
    .readdirSync(base)
    .filter((name) => fs.existsSync(path.join(base, name, 'bin', 'postgres')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = majors.at(-1);
  return newest === undefined ? undefined : path.join(base, newest, 'bin');
}

/** nginx's binary: Debian's `/usr/sbin/nginx`, else one on PATH. */
export function nginxBin() {
  const candidates = ['/usr/sbin/nginx', ...(process.env.PATH ?? '').split(':').map((dir) => path.join(dir, 'nginx'))];
  return candidates.find((file) => {
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * Installs the Debian packages named (`postgresql`, `nginx`) that are missing. Only root can; anyone
 * else is told what to install.
 * @param {{ postgres: boolean, nginx: boolean, log: (line: string) => void }} needs
 */
export function ensurePackages(needs) {
  const missing = [
    ...(needs.postgres && postgresBin() === undefined ? ['postgresql'] : []),
    ...(needs.nginx && nginxBin() === undefined ? ['nginx'] : []),
  ];
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `The local cluster needs Debian's ${missing.join(' and ')}: install with sudo apt-get install ${missing.join(' ')}`,
    );
  }
  needs.log(`Installing Debian's ${missing.join(' and ')} (apt-get install ${missing.join(' ')})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...missing],
  ]) {
    const result = spawnSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status})`);
  }
  if (needs.postgres && postgresBin() === undefined) throw new Error('apt-get installed no PostgreSQL server');
  if (needs.nginx && nginxBin() === undefined) throw new Error('apt-get installed no nginx');
}
