// @ts-check
/**
 * Checks a section release must pass before the registry is switched. Each returns a one-line
 * problem (why the release is refused) or `null`; none of them writes to the releases folder.
 *  1. `productionProblem`: `dist/` was built for production (its `build-info.json`, see webpack.js).
 *  2. `sharedProblem`: every shared singleton's required range is met by the version the shell provides.
 *  3. `sourceProblem`: the section's sources pass their type check and their own tests.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from '../paths.js';

const CSS_MODULE_TYPES = path.join(ROOT, 'shared', 'src', 'css-modules.d.ts');

/** Where the shell's production build is (`SHELL_DIST` overrides), as the server resolves it. */
export function shellDist() {
  return path.resolve(process.env.SHELL_DIST ?? path.join(ROOT, 'shell', 'dist'));
}

/** @param {string} dir @returns {{ mode?: unknown, shared?: Record<string, unknown> } | null} */
function readBuildInfo(dir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'build-info.json'), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Gate 1. A development build loads in the composed site but renders blank (its dev React and
 * runtime clash with the shell's), so only a build marked production by webpack.js is released.
 * No marker at all (an older or foreign build) is refused too: nothing says it is production.
 * @param {string} distDir @returns {string | null}
 */
export function productionProblem(distDir) {
  const info = readBuildInfo(distDir);
  if (info === null) {
    return `development build gate: ${distDir} has no readable build-info.json, so nothing says it is a production build; rebuild it (release without --no-build)`;
  }
  if (info.mode !== 'production') {
    return `development build gate: ${distDir} is a ${String(info.mode)} build, which renders blank in the site; rebuild it for production (release without --no-build)`;
  }
  return null;
}

/** @param {string} text @returns {{ core: [number, number, number], pre: string } | null} */
function parseVersion(text) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(text.trim());
  if (!match) return null;
  return { core: [Number(match[1]), Number(match[2]), Number(match[3])], pre: match[4] ?? '' };
}

/** @param {[number, number, number]} a @param {[number, number, number]} b */
const compareCore = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/**
 * Whether `version` satisfies `range`. The `semver` package is not a dependency of this repository,
 * so this covers only the forms webpack.js writes and people use for singletons: `^x.y.z`, `~x.y.z`
 * and an exact `x.y.z`. A prerelease only satisfies a range naming that very version. Anything else
 * is reported as unsupported (refused) rather than guessed at.
 * @param {string} version @param {string} range @returns {boolean | 'unsupported'}
 */
export function satisfies(version, range) {
  const operator = /^[\^~]/.test(range.trim()) ? range.trim()[0] : '';
  const wanted = parseVersion(range.trim().slice(operator.length));
  const have = parseVersion(version);
  if (!wanted || !have) return 'unsupported';
  const [major, minor] = wanted.core;
  if (have.pre !== '' || wanted.pre !== '') {
    return compareCore(have.core, wanted.core) === 0 && have.pre === wanted.pre;
  }
  if (compareCore(have.core, wanted.core) < 0) return false;
  if (operator === '') return compareCore(have.core, wanted.core) === 0;
  if (operator === '~') return have.core[0] === major && have.core[1] === minor;
  // Caret: the left-most non-zero part is fixed.
  if (major > 0) return have.core[0] === major;
  if (minor > 0) return have.core[0] === 0 && have.core[1] === minor;
  return compareCore(have.core, wanted.core) === 0;
}

/**
 * Gate 2. A singleton is loaded once per page, from the shell: if the shell's version is outside the
 * range the section requires, the section runs against a version it was not built for. A singleton
 * the shell does not provide at all is not checked: the section then loads its own copy.
 * @param {string} distDir the section's build @param {string} shellDir the live shell's build
 * @returns {string | null}
 */
export function sharedProblem(distDir, shellDir) {
  /** @type {{ shared?: { name: string, singleton?: boolean, requiredVersion?: string | false }[] }} */
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8'));
  } catch {
    return `shared singleton gate: ${distDir}/mf-manifest.json is missing or unreadable`;
  }
  const provided = readBuildInfo(shellDir)?.shared;
  if (!provided) {
    return `shared singleton gate: the shell build ${shellDir} has no build-info.json listing its shared versions; rebuild the shell (npm run build -w shell)`;
  }
  const problems = [];
  for (const shared of manifest.shared ?? []) {
    const version = provided[shared.name];
    if (!shared.singleton || typeof shared.requiredVersion !== 'string' || typeof version !== 'string') continue;
    const ok = satisfies(version, shared.requiredVersion);
    if (ok === true) continue;
    const why = ok === 'unsupported' ? ' (range form not supported by the check)' : '';
    problems.push(`${shared.name} requires ${shared.requiredVersion} but the shell provides ${version}${why}`);
  }
  if (problems.length === 0) return null;
  return `shared singleton gate: ${problems.join('; ')}; rebuild against the shell's versions or release the shell first`;
}

/**
 * Gate 3. The section's own type check and tests, run before it is built. Sections have no
 * tsconfig of their own (the root one checks them all, which takes far longer), so a throwaway one
 * extending tsconfig.base.json over the section's `src` and `test` is written under the ignored
 * `.tmp/` of the repository, where `@types/*` resolve as for the root check. The tools' output is
 * passed through so the operator sees what failed.
 * @param {string} sectionDir @returns {string | null}
 */
export function sourceProblem(sectionDir) {
  const require = createRequire(import.meta.url);
  const name = path.basename(sectionDir);
  const configDir = path.join(ROOT, '.tmp', 'release-gates');
  fs.mkdirSync(configDir, { recursive: true });
  const config = path.join(configDir, `tsconfig.${name}.${process.pid}.json`);
  fs.writeFileSync(
    config,
    JSON.stringify({
      extends: path.join(ROOT, 'tsconfig.base.json'),
      // The `*.module.css` declarations live in shared; the root check picks them up the same way.
      include: [...['src', 'test'].map((sub) => path.join(sectionDir, sub)), CSS_MODULE_TYPES],
    }),
  );
  try {
    const tsc = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '--noEmit', '-p', config], {
      cwd: sectionDir,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (tsc.status !== 0) return `type check gate: tsc --noEmit over ${name}/src and ${name}/test failed`;
  } finally {
    fs.rmSync(config, { force: true });
  }
  // stdout goes to stderr: jest's report is diagnostics, and the CLI's stdout stays its result line.
  const jest = spawnSync(process.execPath, [require.resolve('jest/bin/jest'), '--ci'], {
    cwd: sectionDir,
    stdio: ['ignore', process.stderr, 'inherit'],
  });
  if (jest.status !== 0) return `test gate: ${name}'s jest tests failed`;
  return null;
}
