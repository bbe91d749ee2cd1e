#!/usr/bin/env node
// @ts-check
/**
 * `npm run release -w mf-about`: build this section for production and release it.
 * `--no-build` releases the existing `dist/` as it is.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { release } from './release.js';
import { releasesDir, REMOTE_PACKAGES } from './paths.js';

const dir = process.cwd();
const remote = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name;
if (!REMOTE_PACKAGES.includes(remote)) {
  console.error(`ksei-release: run inside a section package (${REMOTE_PACKAGES.join(', ')}), not ${remote}`);
  process.exit(2);
}
if (!process.argv.includes('--no-build')) {
  const webpackCli = createRequire(import.meta.url).resolve('webpack-cli/bin/cli.js');
  const build = spawnSync(process.execPath, [webpackCli, '--mode', 'production'], { cwd: dir, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const result = release({ remote, distDir: path.join(dir, 'dist'), releasesDir: releasesDir() });
console.log(
  result.changed
    ? `${remote}: released version ${result.version} (${result.entry})`
    : `${remote}: version ${result.version} is already the released one`,
);
