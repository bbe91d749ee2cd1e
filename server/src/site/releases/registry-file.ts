import fs from 'node:fs/promises';
import path from 'node:path';
import type { RemoteRegistryEntry } from '@ksei/shared/node';

/**
 * What `/remotes.json` promises the shell: where each section's released manifest is. As the server
 * reads it, any section name (an unknown one is skipped later).
 */
export type RegistryEntry = RemoteRegistryEntry<string>;

/** Why `registry.json` cannot be served as it is. */
export class RegistryError extends Error {
  override readonly name = 'RegistryError';
}

/** A folder name the release command makes; never a path, never its half-copied `*.staging` folder. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

function isRegistryEntry(value: unknown): value is RegistryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.name === 'string' && typeof entry.entry === 'string' && typeof entry.version === 'string';
}

/**
 * The text of `registry.json` as the release command writes it, or a RegistryError saying what is
 * wrong. One bad entry spoils the whole file: serving the rest would silently drop a section.
 */
export function parseRegistry(text: string): RegistryEntry[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new RegistryError(`not valid JSON (${(error as Error).message})`);
  }
  const remotes = typeof parsed === 'object' && parsed !== null ? (parsed as { remotes?: unknown }).remotes : undefined;
  if (!Array.isArray(remotes)) throw new RegistryError('no "remotes" list');
  const names = new Set<string>();
  return remotes.map((value: unknown, index) => {
    if (!isRegistryEntry(value)) throw new RegistryError(`remotes[${index}] lacks a string name, entry or version`);
    const { name, entry, version } = value;
    if (!SEGMENT.test(name) || !SEGMENT.test(version) || version.endsWith('.staging')) {
      throw new RegistryError(`remotes[${index}] has an impossible name or version (${name} ${version})`);
    }
    if (entry !== `/remotes/${name}/${version}/mf-manifest.json`) {
      throw new RegistryError(`remotes[${index}] (${name}): entry ${entry} is not its version's mf-manifest.json`);
    }
    if (names.has(name)) throw new RegistryError(`${name} is listed twice`);
    names.add(name);
    // Only the three public fields: `releasedAt` and anything else stay internal.
    return { name, entry, version };
  });
}

/** `registry.json` as it is on disk, checked, or a RegistryError; a missing file means nothing is released yet. */
export async function loadRegistry(file: string): Promise<RegistryEntry[]> {
  return check(file, await readText(file));
}

/** The file's text keyed by itself, or a key for a failure to read it; `null` = no file. */
async function readText(
  file: string,
): Promise<{ key: string; text: string } | { key: string; text: null; error: RegistryError } | null> {
  try {
    const text = await fs.readFile(file, 'utf8');
    return { key: `text:${text}`, text };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    const reason = code ?? (error as Error).message;
    return { key: `error:${reason}`, text: null, error: new RegistryError(`cannot be read (${reason})`) };
  }
}

/** A version the shell would fail to load is as bad as a typo: the release command never writes one. */
async function checkFolders(file: string, registry: RegistryEntry[]): Promise<RegistryEntry[]> {
  const releasesDir = path.dirname(file);
  await Promise.all(
    registry.map(async ({ name, version }) => {
      const manifest = path.join(releasesDir, name, version, 'mf-manifest.json');
      if (!(await fs.stat(manifest).catch(() => null))?.isFile()) {
        throw new RegistryError(`${name}: version ${version} has no ${path.relative(releasesDir, manifest)}`);
      }
    }),
  );
  return registry;
}

export interface RegistryLog {
  warn(message: string): void;
  info(message: string): void;
}

/** What the server knows about one `registry.json`; shared by everything that reads that file. */
interface RegistryState {
  /**
   * The last registry that passed the checks, keyed by its text: while the file stays the same a
   * page load costs a read, not a re-check. A bad file is re-checked each time, so restoring a
   * missing version folder is enough to fix it.
   */
  good: { key: string; registry: RegistryEntry[] } | null;
  /** The bad file last warned about: one warning per change of the file, not per request. */
  warnedKey: string | null;
  /** Reads finish out of order; an older one must not overwrite what a newer one found. */
  started: number;
  settled: number;
  logs: Set<RegistryLog>;
}

const states = new Map<string, RegistryState>();

function stateOf(file: string): RegistryState {
  let state = states.get(file);
  if (!state) {
    state = { good: null, warnedKey: null, started: 0, settled: 0, logs: new Set() };
    states.set(file, state);
  }
  return state;
}

function log(state: RegistryState, level: keyof RegistryLog, message: string): void {
  if (state.logs.size === 0) process.emitWarning(message, 'RegistryWarning');
  for (const logger of state.logs) logger[level](message);
}

async function check(file: string, read: Awaited<ReturnType<typeof readText>>): Promise<RegistryEntry[]> {
  if (read === null) return [];
  if (read.text === null) throw read.error;
  return checkFolders(file, parseRegistry(read.text));
}

/**
 * The registry to serve, read per request so a release shows on the next page load. When the file
 * is unusable (a hand edit with a typo, a version folder that is gone) the last good registry is
 * served instead, and nothing (empty) before any good one was read: a broken file must not turn
 * every page into a 500. Logged once per change of the bad file.
 */
export async function readRegistry(file: string): Promise<RegistryEntry[]> {
  const state = stateOf(file);
  const order = ++state.started;
  const read = await readText(file);
  const key = read?.key ?? 'missing';
  let result: RegistryEntry[] | RegistryError;
  if (state.good?.key === key) {
    result = state.good.registry;
  } else {
    result = await check(file, read).catch((error: unknown) => {
      if (error instanceof RegistryError) return error;
      throw error;
    });
  }
  const lastGood = state.good?.registry ?? [];
  if (order < state.settled) return result instanceof RegistryError ? lastGood : result;
  state.settled = order;
  if (result instanceof RegistryError) {
    if (state.warnedKey !== key) {
      state.warnedKey = key;
      const serving = state.good === null ? 'nothing (no good registry read yet)' : 'the last good registry';
      log(state, 'warn', `${file} is unusable: ${result.message}; serving ${serving} until it is fixed`);
    }
    return lastGood;
  }
  if (state.warnedKey !== null) {
    state.warnedKey = null;
    log(state, 'info', `${file} is usable again`);
  }
  state.good = { key, registry: result };
  return result;
}

/** Where the warnings about one registry file go (the app's log); returns the way to stop. */
export function logRegistryProblems(file: string, logger: RegistryLog): () => void {
  const state = stateOf(file);
  state.logs.add(logger);
  return () => {
    state.logs.delete(logger);
    if (state.logs.size === 0) states.delete(file);
  };
}
