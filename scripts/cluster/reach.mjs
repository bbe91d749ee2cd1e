// @ts-check
/**
 * How long a change takes to reach every node of a running cluster, asking each node directly: a
 * section release into the shared folder (the release command), and an import into the shared
 * database (the securities import command). For the e2e cluster suite and the cluster bench.
 */
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../../build-tools/paths.js';

const run = promisify(execFile);
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @typedef {import('../cluster.d.mts').Cluster} Cluster */
/** @typedef {import('../cluster.d.mts').ClusterNode} ClusterNode */

/**
 * Polls every node until `seen` holds on it; when each first did (Date.now()). Gives up `timeoutMs`
 * after `until` settles: a node that never saw it has no time.
 * @param {readonly ClusterNode[]} nodes @param {(node: ClusterNode) => Promise<boolean>} seen
 * @param {Promise<unknown>} until @param {number} [timeoutMs]
 * @returns {Promise<(number | undefined)[]>}
 */
export async function whenEveryNodeSees(nodes, seen, until, timeoutMs = 5000) {
  let deadline = Number.POSITIVE_INFINITY;
  const settle = () => (deadline = Date.now() + timeoutMs);
  until.then(settle, settle);
  return Promise.all(
    nodes.map(async (node) => {
      while (Date.now() < deadline) {
        if (await seen(node).catch(() => false)) return Date.now();
        await sleep(10);
      }
      return undefined;
    }),
  );
}

/** @param {string} url */
const json = async (url) => (await fetch(url)).json();

/** mf-about's live version as one node serves it (`/remotes.json`). @param {ClusterNode} node */
export async function aboutVersion(node) {
  const { remotes } = /** @type {{ remotes: { name: string, version: string }[] }} */ (
    await json(`${node.url}/remotes.json`)
  );
  return remotes.find((remote) => remote.name === 'mf-about')?.version;
}

/**
 * Releases mf-about into the cluster's shared folder with the release command (its build as it is
 * plus one file, so a new version without a webpack build; the gates run as always) and times, on
 * each node, when it first served another version than before, against the registry's switch.
 * @param {Cluster} cluster
 */
export async function releaseReach(cluster) {
  const live = await aboutVersion(/** @type {ClusterNode} */ (cluster.nodes[0]));
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-cluster-mf-about-'));
  try {
    fs.cpSync(path.join(ROOT, 'mf-about', 'dist'), distDir, { recursive: true });
    fs.writeFileSync(path.join(distDir, 'cluster-release.txt'), crypto.randomUUID());
    const registry = path.join(cluster.releasesDir, 'registry.json');
    const before = fs.statSync(registry).mtimeMs;
    const release = run('npm', ['run', 'release', '-w', 'mf-about', '--', '--no-build'], {
      cwd: ROOT,
      env: { ...process.env, RELEASES_DIR: cluster.releasesDir, KSEI_DIST_DIR: distDir },
    });
    const seenAt = await whenEveryNodeSees(cluster.nodes, async (node) => (await aboutVersion(node)) !== live, release);
    const { stdout } = await release;
    const switchedAt = fs.statSync(registry).mtimeMs;
    return {
      before: live,
      released: /released version ([0-9a-f]{16})/.exec(stdout)?.[1],
      switched: switchedAt > before,
      /** Per node: ms from the registry's switch until it served another version (undefined: never). */
      msAfterSwitch: seenAt.map((at) => (at === undefined ? undefined : at - switchedAt)),
      /** Per node: the version it serves now. */
      served: await Promise.all(cluster.nodes.map(aboutVersion)),
    };
  } finally {
    fs.rmSync(distDir, { recursive: true, force: true });
  }
}

/**
 * A master file of one made-up security, as KSEI publishes it (StatisEfek, pipe-separated).
 * @param {string} code @param {string} description
 */
function statisEfek(code, description) {
  const header =
    'Date|Code|Description|Type|Isin Code|Issuer|Status|Stock Exchange|Listing Date|Currency|Form|Eff. Date Isin|' +
    'Maturity Date|Expire Date|Exercise Price|Interest|Interest Type|Interest Freq|Nominal Value|Num. of Sec|' +
    'Originated Amt|Current Amt|Total Scripless|Local (%)|Foreign (%)|Total (%)|Sector|Closing Price';
  const row = `31-AUG-2026|${code}|${description}|EQUITY||PT Klaster Uji Tbk|ACTIVE|IDX|02-JAN-2026|IDR|SCRIPLESS|||||||||1000|||1000|50|50|100|FINANCE|100`;
  return `${header}\n${row}\n`;
}

/**
 * The description one node serves for a code, from its detail and from the lookup's list.
 * @param {ClusterNode} node @param {string} code
 */
export async function servedDescription(node, code) {
  const detail = await fetch(`${node.url}/api/securities/${code}?locale=id`);
  const fromDetail = detail.ok
    ? /** @type {{ data: { description: string } }} */ (await detail.json()).data.description
    : (await detail.arrayBuffer(), null);
  const list = /** @type {{ data: { code: string, description: string }[] }} */ (
    await json(`${node.url}/api/securities?code=${code}&locale=id`)
  );
  return { detail: fromDetail, list: list.data.find((row) => row.code === code)?.description ?? null };
}

/**
 * Imports a made-up security with the import command, has every node serve (and cache) it, imports it
 * again with another description, and times, on each node, when it first served the new one against
 * the commit (the database polled beside the nodes).
 * @param {Cluster} cluster @param {{ waitMs?: number }} [options] how long the nodes may take to serve the first import
 */
export async function importReach(cluster, options = {}) {
  const code = `KLSTR${crypto.randomInt(1000, 9999)}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-cluster-import-'));
  const importFile = (/** @type {string} */ description) => {
    const file = path.join(dir, 'StatisEfek20260831.txt');
    fs.writeFileSync(file, statisEfek(code, description));
    return run(process.execPath, [path.join(ROOT, 'server', 'dist', 'import-securities.js'), 'statisefek', file], {
      cwd: dir,
      env: cluster.commandEnv(),
    });
  };
  const both = (/** @type {string} */ text) => async (/** @type {ClusterNode} */ node) => {
    const served = await servedDescription(node, code);
    return served.detail === text && served.list === text;
  };
  try {
    await importFile('Klaster Uji lama');
    const first = await whenEveryNodeSees(cluster.nodes, both('Klaster Uji lama'), Promise.resolve(), options.waitMs);
    const changed = importFile('Klaster Uji baru');
    const committed = (async () => {
      for (;;) {
        const [row] = await cluster.sql('select description from securities where code = $1', [code]);
        if (row?.description === 'Klaster Uji baru') return Date.now();
        await sleep(5);
      }
    })();
    const seenAt = await whenEveryNodeSees(cluster.nodes, both('Klaster Uji baru'), changed);
    const { stdout } = await changed;
    const commitAt = await committed;
    return {
      code,
      /** Whether every node served the first import (and so had it cached) before the second. */
      firstServed: first.every((at) => at !== undefined),
      output: stdout,
      /** Per node: ms from the commit until it served the new description (undefined: not within 5 s). */
      msAfterCommit: seenAt.map((at) => (at === undefined ? undefined : at - commitAt)),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
