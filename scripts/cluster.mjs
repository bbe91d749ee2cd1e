// @ts-check
/**
 * `npm run cluster -- --nodes 3 [--port P] [--retries on|off] [--tls]`: a local cluster in one command.
 * Debian's PostgreSQL and nginx (installed with apt-get when missing), a throwaway PostgreSQL server
 * on loopback (or a fresh database on the server `CLUSTER_DATABASE_URL` names), N servers in
 * production mode sharing one releases folder, nginx round robin in front, a mail sink and one shared
 * local captcha provider. A controller polls each node's `/api/ready` and takes a node that is not
 * ready out of nginx's upstream (a graceful reload), and puts it back once ready: nginx OSS has no
 * active health checks. Ctrl-C stops everything and removes the cluster's folder.
 *
 * Importable: `startCluster(options)` gives the same cluster to the e2e suite and the bench.
 * FOR LOCAL TESTS ONLY: the nodes' captcha passes anyone (TEST_CLUSTER_CAPTCHA_ORIGIN).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { ROOT } from '../build-tools/paths.js';
import { startMailSink } from './cluster/mail-sink.mjs';
import { nginxBin, ensurePackages } from './cluster/packages.mjs';
import { freshDatabase, startOwnPostgres } from './cluster/postgres.mjs';
import { selfSignedCertificate, startNginx } from './cluster/nginx.mjs';
import { POLL_MS, startController } from './cluster/controller.mjs';
import { clusterNode, freePort, SERVER_ENTRY } from './cluster/node.mjs';

export { freePort } from './cluster/node.mjs';
/** @typedef {import('./cluster/node.mjs').ClusterNode} ClusterNode */
/** @typedef {import('./cluster/node.mjs').NodeExit} NodeExit */

/**
 * @typedef {object} ClusterOptions
 * @property {number} [nodes] how many servers (default 3)
 * @property {number} [port] nginx's port on 127.0.0.1 (default 0: a free one)
 * @property {boolean} [retries] nginx retries another node on errors, timeouts, 502 and 503 (default true)
 * @property {boolean} [tls] nginx answers HTTPS with a self-signed certificate
 * @property {string} [databaseUrl] an existing PostgreSQL server to make a fresh database on (default
 *   `CLUSTER_DATABASE_URL`; unset: a server of the cluster's own)
 * @property {string} [releasesDir] the releases to copy into the cluster's shared folder (default the repository's)
 * @property {number} [drainGraceSeconds] each node's `DRAIN_GRACE_SECONDS` (default 2)
 * @property {number} [poolSize] each node's `DATABASE_POOL_SIZE` (default: sized to the server's max_connections)
 * @property {string} [rateLimits] the nodes' `RATE_LIMITS`
 * @property {Record<string, string>} [env] more variables for every node
 * @property {(line: string) => void} [log]
 */

/**
 * Starts the cluster; resolves once every node is ready and in nginx's upstream.
 * @param {ClusterOptions} [options]
 */
export async function startCluster(options = {}) {
  const count = options.nodes ?? 3;
  if (!Number.isInteger(count) || count < 1 || count > 32) throw new Error(`--nodes must be 1 to 32, got ${count}`);
  const log = options.log ?? (() => undefined);
  const databaseUrl = options.databaseUrl ?? (process.env.CLUSTER_DATABASE_URL || undefined);
  const sourceReleases = path.resolve(options.releasesDir ?? path.join(ROOT, 'releases'));
  for (const [file, what] of [
    [SERVER_ENTRY, 'the server build'],
    [path.join(ROOT, 'shell', 'dist', 'index.html'), 'the shell build'],
    [path.join(sourceReleases, 'registry.json'), 'released sections'],
  ]) {
    if (!fs.existsSync(file)) throw new Error(`No ${what} (${file}): run npm run build first`);
  }
  ensurePackages({ postgres: databaseUrl === undefined, nginx: true, log });

  /** Undone in reverse order by stop(), also when the start fails half-way. */
  /** @type {{ async: () => Promise<unknown>, sync: () => void }[]} */
  const undo = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-cluster-'));
  // PostgreSQL's and nginx's users must reach their folders inside.
  fs.chmodSync(dir, 0o755);
  undo.push({
    async: async () => fs.rmSync(dir, { recursive: true, force: true }),
    sync: () => fs.rmSync(dir, { recursive: true, force: true }),
  });
  let stopped = false;
  const stopSync = () => {
    if (stopped) return;
    stopped = true;
    for (const step of [...undo].reverse()) {
      try {
        step.sync();
      } catch {
        // Best effort at exit: the rest still runs.
      }
    }
  };
  // An exit without stop() (a crash, process.exit) still leaves no process or database behind.
  process.on('exit', stopSync);
  /** @type {(() => void) | undefined} */
  let stopController;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stopSync);
    stopController?.();
    for (const step of [...undo].reverse()) await step.async().catch(() => undefined);
  };

  try {
    const nginxPort = options.port || (await freePort());
    const tls = options.tls ? selfSignedCertificate(dir) : undefined;
    const publicOrigin = `${tls ? 'https' : 'http'}://127.0.0.1:${nginxPort}`;

    // Nodes × pool under max_connections, with room for one node restarting beside the others, the
    // commands (import, staff) and the server's own reserve.
    const ownMaxConnections = Math.max(100, count * 14 + 40);
    const postgres = databaseUrl
      ? await freshDatabase({ serverUrl: databaseUrl, log })
      : await startOwnPostgres({ dir, port: await freePort(), maxConnections: ownMaxConnections, log });
    undo.push({ async: () => postgres.stop(), sync: () => postgres.stopSync() });
    /** @type {import('pg').Pool | undefined} */
    let sqlPool;
    undo.push({ async: async () => sqlPool?.end(), sync: () => undefined });
    /** @type {(text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>} */
    const sql = async (text, params = []) => {
      sqlPool ??= new pg.Pool({ connectionString: postgres.url, max: 2 });
      return (await sqlPool.query(text, params)).rows;
    };
    const poolSize =
      options.poolSize ?? Math.max(2, Math.min(10, Math.floor((postgres.maxConnections - 20) / (count + 1))));

    const mail = await startMailSink();
    undo.push({ async: () => mail.close(), sync: () => undefined });
    const { startLocalCaptchaProvider } = await import(
      pathToFileURL(path.join(ROOT, 'server', 'dist', 'dev', 'captcha-provider', 'index.js')).href
    );
    const { LOCAL_CAPTCHA_KEYS } = await import(
      pathToFileURL(path.join(ROOT, 'server', 'dist', 'domains', 'captcha', 'index.js')).href
    );
    /** @type {{ origin: string, issueToken(siteKey: string, hostname: string): string, close(): Promise<void> }} */
    const captcha = await startLocalCaptchaProvider({
      siteKey: LOCAL_CAPTCHA_KEYS.siteKey,
      secret: LOCAL_CAPTCHA_KEYS.secret,
      host: '127.0.0.1',
      port: 0,
    });
    undo.push({ async: () => captcha.close(), sync: () => undefined });

    const releasesDir = path.join(dir, 'releases');
    fs.cpSync(sourceReleases, releasesDir, { recursive: true });
    const staff = {
      email: 'admin@cluster.invalid',
      name: 'Admin Klaster',
      password: crypto.randomBytes(18).toString('base64url'),
    };
    fs.writeFileSync(path.join(dir, 'staff.json'), JSON.stringify(staff), { mode: 0o600 });

    /** @type {NodeJS.ProcessEnv} */
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME ?? dir,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: postgres.url,
      DATABASE_POOL_SIZE: String(poolSize),
      RELEASES_DIR: releasesDir,
      PUBLIC_ORIGIN: publicOrigin,
      // Only nginx (on 127.0.0.1) may say who the client is; nginx sets X-Forwarded-For to the peer it saw.
      TRUST_PROXY: '127.0.0.1',
      DRAIN_GRACE_SECONDS: String(options.drainGraceSeconds ?? 2),
      // Keys for this run only, as production requires keys of one's own.
      FORMS_ENCRYPTION_KEYS: `cluster:${crypto.randomBytes(32).toString('base64')}`,
      FORMS_RECEIPT_PEPPER: crypto.randomBytes(32).toString('base64'),
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(mail.port),
      SMTP_SECURE: 'none',
      MAIL_FROM: 'KSEI Cluster <no-reply@cluster.invalid>',
      MAIL_TO_CONTACT: 'contact@cluster.invalid',
      MAIL_TO_WHISTLEBLOWING: 'whistleblowing@cluster.invalid',
      CAPTCHA_PROVIDER: 'local',
      TEST_CLUSTER_CAPTCHA_ORIGIN: captcha.origin,
      STAFF_FIRST_EMAIL: staff.email,
      STAFF_FIRST_NAME: staff.name,
      STAFF_FIRST_PASSWORD: staff.password,
      ...(options.rateLimits ? { RATE_LIMITS: options.rateLimits } : {}),
      ...options.env,
    };

    const ports = [];
    for (let i = 0; i < count; i += 1) ports.push(await freePort());
    const nodes = ports.map((port, i) => clusterNode({ index: i + 1, port, env, dir }));
    undo.push({
      async: () => Promise.all(nodes.map((node) => node.stop())),
      sync: () => nodes.forEach((node) => node.stopSync()),
    });
    // Started together, within milliseconds: concurrent starts must be safe.
    for (const node of nodes) node.start();
    log(`${count} node(s) starting: ${nodes.map((node) => node.url).join(' ')}`);

    const nginx = await startNginx({
      dir: path.join(dir, 'nginx'),
      port: nginxPort,
      upstream: [],
      retries: options.retries ?? true,
      tls,
      log,
    });
    undo.push({ async: () => nginx.stop(), sync: () => nginx.stopSync() });

    const controller = startController(nodes, nginx, log);
    stopController = controller.stop;
    await Promise.all(nodes.map((node) => node.ready()));
    await controller.waitFor((rotation) => rotation.length === count);
    log(`cluster ready at ${publicOrigin}`);

    return {
      /** nginx's origin (every node's PUBLIC_ORIGIN). */
      url: publicOrigin,
      dir,
      /** The releases folder every node shares: release into it with RELEASES_DIR. */
      releasesDir,
      /** The cluster's database. */
      sqlUrl: postgres.url,
      poolSize,
      /** A query on the cluster's database (tests compare it with a single server's). */
      sql,
      nodes: /** @type {ClusterNode[]} */ (nodes),
      staff,
      mail: { messages: mail.messages },
      /** A one-time captcha token for a form posted through the cluster (the shared local provider). */
      captchaToken: () => captcha.issueToken(LOCAL_CAPTCHA_KEYS.siteKey, new URL(publicOrigin).hostname),
      /** Environment for an operator's command (import, staff) on the cluster's database. */
      commandEnv: () => ({
        PATH: process.env.PATH,
        HOME: env.HOME,
        DATABASE_URL: postgres.url,
        DATA_DIR: path.join(dir, 'command'),
      }),
      nginx: { pid: nginx.pid, conf: nginx.conf, dir: path.join(dir, 'nginx') },
      /** Ports of the nodes in nginx's upstream now. */
      rotation: () => [...nginx.current.upstream],
      waitForRotation: controller.waitFor,
      /** Switches nginx's retries (`proxy_next_upstream`) and reloads it. */
      setRetries: (/** @type {boolean} */ on) => nginx.reload({ retries: on }),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

// ————— The command —————

/** @param {string[]} args */
function parseArgs(args) {
  const options = { nodes: 3, port: 8090, retries: true, tls: false };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    const value = () => {
      const next = args[(i += 1)];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '--nodes') options.nodes = Number(value());
    else if (arg === '--port') options.port = Number(value());
    else if (arg === '--retries') {
      const v = value();
      if (v !== 'on' && v !== 'off') throw new Error('--retries must be on or off');
      options.retries = v === 'on';
    } else if (arg === '--tls') options.tls = true;
    else throw new Error(`unknown argument ${arg}`);
  }
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535)
    throw new Error('--port must be a port number');
  return options;
}

async function main() {
  const usage = 'usage: npm run cluster -- [--nodes 3] [--port 8090] [--retries on|off] [--tls]';
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`cluster: ${/** @type {Error} */ (error).message}\n${usage}`);
    process.exit(2);
  }
  const log = (/** @type {string} */ line) => console.log(`[cluster] ${line}`);
  /** @type {Awaited<ReturnType<typeof startCluster>> | undefined} */
  let cluster;
  let stopping = false;
  const stopAll = async (/** @type {number} */ code) => {
    if (stopping) return;
    stopping = true;
    log('stopping: nodes (draining), nginx, PostgreSQL, the folder…');
    await cluster?.stop();
    log('stopped');
    process.exit(code);
  };
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));
  try {
    cluster = await startCluster({ ...options, log });
  } catch (error) {
    console.error(`cluster: ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
  if (stopping) return;
  const c = cluster;
  console.log(`
KSEI local cluster (FOR LOCAL TESTS ONLY: the forms' captcha passes anyone)
  site (nginx, ${options.retries ? 'retries on' : 'retries off'}): ${c.url}
${c.nodes.map((node) => `  node ${node.index}: ${node.url} pid ${node.pid} (log ${node.logFile})`).join('\n')}
  PostgreSQL:  ${c.sqlUrl} (DATABASE_POOL_SIZE=${c.poolSize} per node)
  releases:    ${c.releasesDir}   e.g. RELEASES_DIR=${c.releasesDir} npm run release -w mf-about
  import:      DATABASE_URL=${c.sqlUrl} npm run import -w server -- statisefek <file>
  nginx:       ${c.nginx.conf} (${nginxBin()}), logs in ${c.nginx.dir}
  staff:       ${path.join(c.dir, 'staff.json')} (the first account's address and password)
  readiness:   a node whose /api/ready fails leaves nginx's upstream within ~${POLL_MS} ms and returns once ready
Ctrl-C stops everything.`);
  for (const node of c.nodes) {
    const watch = () =>
      void node.exited().then((result) => {
        if (stopping) return;
        log(`node ${node.index} exited (${result.signal ?? `code ${result.code}`}); its log: ${node.logFile}`);
      });
    watch();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
