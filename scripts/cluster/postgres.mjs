// @ts-check
/**
 * The cluster's PostgreSQL: a throwaway server of its own on loopback (initdb in the cluster's folder,
 * run as the `postgres` user when started by root, which PostgreSQL refuses to run as), or a fresh
 * database on a server that already runs (`CLUSTER_DATABASE_URL`), dropped again at the end.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { postgresBin } from './packages.mjs';

/**
 * @typedef {object} ClusterPostgres
 * @property {string} url the cluster's database (`DATABASE_URL` of every node)
 * @property {number} maxConnections the server's `max_connections`
 * @property {() => Promise<void>} stop stops the server of its own, or drops the database it made
 * @property {() => void} stopSync the same, synchronously (at process exit)
 */

/** The `postgres` user's ids when this process is root (PostgreSQL refuses to run as root), else undefined. */
function postgresUser() {
  if (process.getuid?.() !== 0) return undefined;
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  if (line === undefined) throw new Error("PostgreSQL's package made no postgres user: cannot run the server as root");
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * Runs a PostgreSQL program as the server's user, in its own process group (a Ctrl-C in the terminal
 * is the cluster's to handle, not the postmaster's).
 * @param {string} program @param {string[]} args @param {string} cwd
 */
function runAs(program, args, cwd) {
  const user = postgresUser();
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { cwd, detached: true, stdio: ['ignore', 'ignore', 'pipe'], ...user });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`${path.basename(program)} failed: ${stderr.trim()}`)),
    );
  });
}

/** @param {string} url @param {(client: pg.Client) => Promise<void>} work */
async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/**
 * @param {{ dir: string, port: number, maxConnections: number, log: (line: string) => void }} options
 * @returns {Promise<ClusterPostgres>}
 */
export async function startOwnPostgres({ dir, port, maxConnections, log }) {
  const bin = postgresBin();
  if (bin === undefined) throw new Error("Debian's PostgreSQL is not installed");
  const pgDir = path.join(dir, 'postgres');
  fs.mkdirSync(pgDir, { mode: 0o700 });
  const user = postgresUser();
  if (user) fs.chownSync(pgDir, user.uid, user.gid);
  const data = path.join(pgDir, 'data');
  // --no-sync: a throwaway cluster need not survive a power cut, and initdb is much faster without it.
  await runAs(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync'], pgDir);
  const options = `-p ${port} -k ${pgDir} -c listen_addresses=127.0.0.1 -c max_connections=${maxConnections}`;
  const pgCtl = path.join(bin, 'pg_ctl');
  await runAs(pgCtl, ['-D', data, '-o', options, '-l', path.join(pgDir, 'log'), '-w', 'start'], pgDir);
  let running = true;
  const stopArgs = ['-D', data, '-m', 'fast', '-w', 'stop'];
  const url = `postgres://postgres@127.0.0.1:${port}/ksei_cluster`;
  const stopSync = () => {
    if (!running) return;
    running = false;
    spawnSync(pgCtl, stopArgs, { cwd: pgDir, stdio: 'ignore', ...user });
  };
  try {
    await withClient(`postgres://postgres@127.0.0.1:${port}/postgres`, async (client) => {
      await client.query('CREATE DATABASE ksei_cluster');
    });
  } catch (error) {
    stopSync();
    throw error;
  }
  log(`PostgreSQL ${path.basename(path.dirname(bin))} of its own on 127.0.0.1:${port} (${pgDir})`);
  return {
    url,
    maxConnections,
    stopSync,
    async stop() {
      if (!running) return;
      running = false;
      await runAs(pgCtl, stopArgs, pgDir).catch(() => undefined);
    },
  };
}

/**
 * A fresh database on a server that runs already (the CI's, a developer's): the server is left alone,
 * only this database is made and dropped.
 * @param {{ serverUrl: string, log: (line: string) => void }} options
 * @returns {Promise<ClusterPostgres>}
 */
export async function freshDatabase({ serverUrl, log }) {
  const name = `ksei_cluster_${process.pid}_${Date.now().toString(36)}`;
  let maxConnections = 100;
  await withClient(serverUrl, async (client) => {
    await client.query(`CREATE DATABASE ${name}`);
    const { rows } = await client.query('SHOW max_connections');
    maxConnections = Number(rows[0].max_connections);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  log(`PostgreSQL: a fresh database ${name} on ${url.host}`);
  const drop = `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`;
  let dropped = false;
  return {
    url: url.href,
    maxConnections,
    async stop() {
      if (dropped) return;
      dropped = true;
      await withClient(serverUrl, async (client) => {
        await client.query(drop);
      }).catch(() => undefined);
    },
    stopSync() {
      if (dropped) return;
      dropped = true;
      // At exit no promise runs: psql, if installed, drops it; else the database stays behind.
      const psql = postgresBin();
      if (psql) spawnSync(path.join(psql, 'psql'), [serverUrl, '-c', drop], { stdio: 'ignore' });
    },
  };
}
