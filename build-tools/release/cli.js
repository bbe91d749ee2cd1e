#!/usr/bin/env node
// @ts-check
/**
 * `npm run release -w mf-about`: build this section for production and release it.
 * `-- --no-build` releases the existing `dist/` as it is. `KSEI_DIST_DIR` (an absolute path) builds into and
 * releases that folder instead of `dist/` (tests build outside the working tree).
 * Gates (gates.js) refuse, with exit 1 and the registry untouched, a release whose sources
 * fail their type check or tests (checked before building), whose `dist/` is not a production build,
 * whose shared singletons the live shell (`SHELL_DIST`, default shell/dist) does not satisfy, or
 * whose route declaration does not fit the live site (routes.js), or whose `./spa` does not
 * load and mount with the live shell in Node (load.js).
 * `-- --list` prints the section's release history; `-- --rollback [version]` switches back to a
 * released version (default: the one live before). Neither builds.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { formatHistory, release, rollback } from './index.js';
import { productionProblem, sharedProblem, shellDist, sourceProblem } from './gates.js';
import { loadProblem } from './load.js';
import { candidateManifest, routesProblem } from './routes.js';
import { releasesDir } from '../paths.js';
import { loadSharedNode } from '../shared-node.js';

const USAGE = 'usage: ksei-release [--no-build] | --list | --rollback [version]';

/** @param {string[]} args @returns {{ command: 'release', build: boolean } | { command: 'list' } | { command: 'rollback', version?: string }} */
function parseArgs(args) {
  const [first, second, ...rest] = args;
  if (first === undefined) return { command: 'release', build: true };
  if (first === '--no-build' && second === undefined) return { command: 'release', build: false };
  if (first === '--list' && second === undefined) return { command: 'list' };
  if (first === '--rollback' && rest.length === 0 && !second?.startsWith('-')) {
    return second === undefined ? { command: 'rollback' } : { command: 'rollback', version: second };
  }
  if (first.startsWith('--rollback=') && second === undefined) {
    return { command: 'rollback', version: first.slice('--rollback='.length) };
  }
  console.error(`ksei-release: unexpected arguments ${args.join(' ')}\n${USAGE}`);
  process.exit(2);
}

const dir = process.cwd();
const remote = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name;
const { REMOTES } = await loadSharedNode();
if (!(/** @type {readonly string[]} */ (REMOTES).includes(remote))) {
  console.error(`ksei-release: run inside a section package (${REMOTES.join(', ')}), not ${remote}`);
  process.exit(2);
}
const options = parseArgs(process.argv.slice(2));

try {
  if (options.command === 'list') {
    console.log(formatHistory({ remote, releasesDir: releasesDir() }));
  } else if (options.command === 'rollback') {
    const started = performance.now();
    const result = rollback({ remote, releasesDir: releasesDir(), version: options.version });
    const ms = (performance.now() - started).toFixed(1);
    console.log(
      result.changed
        ? `${remote}: rolled back to ${result.version} (was ${result.previous ?? 'none'}); switched in ${ms} ms`
        : `${remote}: ${result.version} is already live, nothing switched`,
    );
  } else {
    const distDir = path.resolve(process.env.KSEI_DIST_DIR ?? path.join(dir, 'dist'));
    /** @param {string | null} problem */
    const refuseIf = (problem) => {
      if (problem) throw new Error(`${remote}: release refused by the ${problem}`);
    };
    /** Gate 3, timed so its cost per release is visible. */
    const checkSources = () => {
      const started = performance.now();
      refuseIf(sourceProblem(dir));
      console.log(`${remote}: type check and tests passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    };
    // The cheap checks of an existing build come first, so a bad one is refused before the slow ones.
    const checkBuild = async () => {
      refuseIf(productionProblem(distDir));
      refuseIf(sharedProblem(distDir, shellDist()));
      const site = { remote, distDir, releasesDir: releasesDir(), shellDir: shellDist() };
      refuseIf(await routesProblem(site));
      const started = performance.now();
      refuseIf(await loadProblem({ ...site, ...(await candidateManifest(site)) }));
      console.log(
        `${remote}: loaded and mounted with the live shell in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    };
    if (!options.build) await checkBuild();
    checkSources();
    if (options.build) {
      const webpackCli = createRequire(import.meta.url).resolve('webpack-cli/bin/cli.js');
      const build = spawnSync(process.execPath, [webpackCli, '--mode', 'production', '--env', `distDir=${distDir}`], {
        cwd: dir,
        stdio: 'inherit',
      });
      if (build.status !== 0) process.exit(build.status ?? 1);
    }
    if (options.build) await checkBuild();
    const result = release({ remote, distDir, releasesDir: releasesDir(), gitCwd: dir });
    console.log(
      result.changed
        ? `${remote}: released version ${result.version} (${result.entry})`
        : `${remote}: version ${result.version} is already the released one`,
    );
    if (result.removed.length > 0) console.log(`${remote}: deleted old versions ${result.removed.join(', ')}`);
  }
} catch (error) {
  // A refusal (bad version, nothing to roll back to, unusable registry) is a message, not a stack trace.
  console.error(`ksei-release: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
