// @ts-check
/**
 * Every class a component reads from its CSS module exists in that module. Unit tests stub CSS modules
 * (any name answers), and webpack turns a missing name into `undefined` silently: the element gets the
 * class "undefined" and none of the intended style. This reads the real sources and stylesheets.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@jest/globals';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SOURCE_ROOTS = fs
  .readdirSync(ROOT)
  .filter((dir) => dir === 'shell' || dir === 'shared' || dir.startsWith('mf-'))
  .map((dir) => path.join(ROOT, dir, 'src'))
  .filter((dir) => fs.existsSync(dir));

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Class names a stylesheet defines (comments removed; `.5rem` and the like are not names). @param {string} css */
function definedClasses(css) {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return new Set([...code.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]));
}

/**
 * The names a source reads from each CSS module it imports: `name.key`, `name['key']`, and for
 * `name[`prefix${…}`]` the prefix (some defined class must start with it).
 * @param {string} source
 * @returns {{ module: string; key: string; prefix: boolean }[]}
 */
function classReads(source) {
  return [...source.matchAll(/import (\w+) from '(\.[^']*\.module\.css)'/g)].flatMap(([, name, module]) => [
    ...[...source.matchAll(new RegExp(`\\b${name}\\.([A-Za-z_]\\w*)`, 'g'))].map((m) => ({
      module: /** @type {string} */ (module),
      key: /** @type {string} */ (m[1]),
      prefix: false,
    })),
    ...[...source.matchAll(new RegExp(`\\b${name}\\[['"]([^'"]+)['"]\\]`, 'g'))].map((m) => ({
      module: /** @type {string} */ (module),
      key: /** @type {string} */ (m[1]),
      prefix: false,
    })),
    ...[...source.matchAll(new RegExp(`\\b${name}\\[\`([^\`$]*)\\$\\{`, 'g'))].map((m) => ({
      module: /** @type {string} */ (module),
      key: /** @type {string} */ (m[1]),
      prefix: true,
    })),
  ]);
}

test('the reader finds each kind of read, and a stylesheet’s names but not its numbers', () => {
  const source =
    "import styles from './a.module.css';\n" +
    'const x = styles.block; const y = styles["other"]; const z = styles[`series${i}`];';
  expect(classReads(source)).toEqual([
    { module: './a.module.css', key: 'block', prefix: false },
    { module: './a.module.css', key: 'other', prefix: false },
    { module: './a.module.css', key: 'series', prefix: true },
  ]);
  expect([...definedClasses('.a, .b:hover { margin: .5rem } /* .c */ @media (x) { .d-e { } }')]).toEqual([
    'a',
    'b',
    'd-e',
  ]);
});

test('every class a component reads from its CSS module is defined in that module', () => {
  const missing = [];
  let reads = 0;
  for (const file of SOURCE_ROOTS.flatMap(sourceFiles)) {
    const source = fs.readFileSync(file, 'utf8');
    for (const read of classReads(source)) {
      reads += 1;
      const defined = definedClasses(fs.readFileSync(path.resolve(path.dirname(file), read.module), 'utf8'));
      const found = read.prefix ? [...defined].some((name) => name.startsWith(read.key)) : defined.has(read.key);
      if (!found) missing.push(`${path.relative(ROOT, file)}: ${read.key}${read.prefix ? '…' : ''} (${read.module})`);
    }
  }
  // Hundreds of reads across the sections and the shell: none found means the reader is broken.
  expect(reads).toBeGreaterThan(100);
  expect(missing).toEqual([]);
});
