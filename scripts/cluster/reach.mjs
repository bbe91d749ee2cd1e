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
import { postJson, signIn } from '../staff-calls.mjs';

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

/**
 * A second publisher on the cluster's database (the staff command, as an operator adds one), so the
 * two-person rule can be met; the first account is the other. Made once per cluster.
 * @param {Cluster} cluster
 */
export async function secondPublisher(cluster) {
  const email = 'penerbit.kedua@ksei.example';
  const password = crypto.randomBytes(18).toString('base64url');
  const file = path.join(cluster.dir, 'second-publisher.txt');
  fs.writeFileSync(file, password, { mode: 0o600 });
  const staff = path.join(ROOT, 'server', 'dist', 'staff.js');
  const env = cluster.commandEnv();
  await run(
    process.execPath,
    [
      staff,
      'add',
      email,
      '--name',
      'Penerbit Kedua',
      '--scope',
      'publication:edit,publication:publish',
      '--password-file',
      file,
    ],
    { cwd: cluster.dir, env },
  ).catch(
    // Made by an earlier call on this cluster: its password is set again.
    () => run(process.execPath, [staff, 'reset', email, '--password-file', file], { cwd: cluster.dir, env }),
  );
  return { email, password };
}

/** An announcement's values with a word of its own in both titles. @param {string} word */
const announcementData = (word) => ({
  shared: { type: 'operational', date: '2001-01-02', referenceNumber: `KSEI-${word}/DIR/0101`, notice: 'new' },
  parts: { id: { title: `Uji klaster ${word}` }, en: { title: `Cluster test ${word}` } },
});

/**
 * An announcement written and submitted by one publisher and approved by another through `node`:
 * live now, or at `publishAt`.
 * @param {ClusterNode} node @param {{ author: Record<string, string>, approver: Record<string, string> }} people
 * @param {string} key @param {string} word @param {string} [publishAt]
 */
async function approvedAnnouncement(node, { author, approver }, key, word, publishAt) {
  const base = `${node.url}/api/publishing/announcement`;
  const item = await postJson(base, author, { key, data: announcementData(word) });
  const inReview = await postJson(`${base}/${item.id}/submit`, author, { version: item.version });
  await postJson(`${base}/${item.id}/approve`, approver, {
    version: inReview.version,
    ...(publishAt ? { publishAt } : {}),
  });
}

/** Whether a node serves the announcement's data. @param {ClusterNode} node @param {string} key */
async function servesAnnouncement(node, key) {
  const detail = await fetch(`${node.url}/api/announcements/${key}?locale=en`);
  await detail.arrayBuffer();
  return detail.status === 200;
}

/**
 * When each node first found `word` in site search (Date.now()), asking each in turn: search is rate
 * limited per client across the cluster, so a refused ask waits and asks again. Gives up after `timeoutMs`.
 * @param {readonly ClusterNode[]} nodes @param {string} word @param {number} [timeoutMs]
 */
async function whenEveryNodeFinds(nodes, word, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  /** @type {(number | undefined)[]} */
  const found = nodes.map(() => undefined);
  while (Date.now() < deadline && found.some((at) => at === undefined)) {
    for (const [index, node] of nodes.entries()) {
      if (found[index] !== undefined) continue;
      const answer = await fetch(`${node.url}/api/search?q=${word}&locale=en`).catch(() => undefined);
      const total =
        answer?.status === 200
          ? /** @type {{ total: number }} */ (await answer.json()).total
          : await answer?.arrayBuffer();
      if (total === 1) {
        found[index] = Date.now();
      } else {
        await sleep(answer?.status === 429 ? 500 : 50);
      }
    }
  }
  return found;
}

/**
 * Publishes `rounds` announcements through node 1 (written, submitted, approved by a second person)
 * and times, on each node, when it first served each one's page data and found it in search, against
 * the approval's answer.
 * @param {Cluster} cluster @param {{ rounds?: number }} [options]
 */
export async function publishReach(cluster, options = {}) {
  const first = /** @type {ClusterNode} */ (cluster.nodes[0]);
  const second = await secondPublisher(cluster);
  const author = await signIn(first.url, cluster.staff.email, cluster.staff.password);
  const approver = await signIn(first.url, second.email, second.password);
  /** @type {(number | undefined)[][]} */
  const rounds = [];
  /** @type {(number | undefined)[][]} */
  const searches = [];
  for (let round = 0; round < (options.rounds ?? 1); round += 1) {
    const word = `klaster${crypto.randomInt(1e9).toString(36)}${round}`;
    const key = `klaster-${word}`;
    await approvedAnnouncement(first, { author, approver }, key, word);
    const answeredAt = Date.now();
    const seenAt = await whenEveryNodeSees(cluster.nodes, (node) => servesAnnouncement(node, key), Promise.resolve());
    const foundAt = await whenEveryNodeFinds(cluster.nodes, word);
    const after = (/** @type {number | undefined} */ at) => (at === undefined ? undefined : at - answeredAt);
    rounds.push(seenAt.map(after));
    searches.push(foundAt.map(after));
  }
  return { msAfterApproval: rounds, searchMsAfterApproval: searches };
}

/**
 * Schedules announcements through node 1 `leadMs` ahead (approved by a second person), kills node 1,
 * and times on the other nodes when each first served it and found it in search, against its time.
 * Node 1 is started again before this returns.
 * @param {Cluster} cluster @param {{ items?: number, leadMs?: number }} [options]
 */
export async function scheduleReach(cluster, options = {}) {
  const first = /** @type {ClusterNode} */ (cluster.nodes[0]);
  const second = await secondPublisher(cluster);
  const author = await signIn(first.url, cluster.staff.email, cluster.staff.password);
  const approver = await signIn(first.url, second.email, second.password);
  const items = options.items ?? 1;
  const goLive = Date.now() + (options.leadMs ?? 6000);
  /** @type {{ key: string, word: string, at: number }[]} */
  const scheduled = [];
  for (let index = 0; index < items; index += 1) {
    const word = `jadwal${crypto.randomInt(1e9).toString(36)}${index}`;
    const key = `klaster-${word}`;
    // Spread over half a second, so the items fall due in different looks of the servers.
    const at = goLive + index * Math.floor(500 / items);
    await approvedAnnouncement(first, { author, approver }, key, word, new Date(at).toISOString());
    scheduled.push({ key, word, at });
  }
  const scheduledBeforeTime = Date.now() < goLive;
  await first.kill();
  const others = cluster.nodes.slice(1);
  try {
    const seen = await Promise.all(
      scheduled.map(async ({ key, at }) => {
        // Asked from now on: a node serving it before its time shows as a negative lateness.
        const seenAt = await whenEveryNodeSees(
          others,
          (node) => servesAnnouncement(node, key),
          sleep(Math.max(0, at - Date.now())),
          10_000,
        );
        return seenAt.map((when) => (when === undefined ? undefined : when - at));
      }),
    );
    const found = [];
    for (const { word, at } of scheduled) {
      found.push((await whenEveryNodeFinds(others, word)).map((when) => (when === undefined ? undefined : when - at)));
    }
    return { scheduledBeforeTime, lateMs: seen, searchLateMs: found };
  } finally {
    await first.restart();
  }
}
