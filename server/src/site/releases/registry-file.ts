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

/** A section whose live version has no folder here: this server's releases folder is behind. */
export interface MissingVersion {
  readonly name: string;
  readonly version: string;
}

/** Entries whose version folder lacks the manifest the shell loads first. */
async function missingFolders(releasesDir: string, registry: readonly RegistryEntry[]): Promise<MissingVersion[]> {
  const missing = await Promise.all(
    registry.map(async ({ name, version }) => {
      const manifest = path.join(releasesDir, name, version, 'mf-manifest.json');
      return (await fs.stat(manifest).catch(() => null))?.isFile() ? null : { name, version };
    }),
  );
  return missing.filter((entry): entry is MissingVersion => entry !== null);
}

/** A version the shell would fail to load is as bad as a typo: the release command never writes one. */
async function checkFolders(file: string, registry: RegistryEntry[]): Promise<RegistryEntry[]> {
  const releasesDir = path.dirname(file);
  const [missing] = await missingFolders(releasesDir, registry);
  if (missing) {
    const manifest = path.join(missing.name, missing.version, 'mf-manifest.json');
    throw new RegistryError(`${missing.name}: version ${missing.version} has no ${manifest}`);
  }
  return registry;
}

/** The live version of each section by its release history, and the sections whose folder lacks it. */
export interface HistoryRegistry {
  readonly registry: RegistryEntry[];
  readonly missing: readonly MissingVersion[];
}

/** The version a section's `history.json` (written by the release command, oldest first) says is live. */
function liveVersionOf(text: string): string | null {
  let history: unknown;
  try {
    history = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(history)) return null;
  const last: unknown = history.at(-1);
  const version = typeof last === 'object' && last !== null ? (last as { version?: unknown }).version : undefined;
  return typeof version === 'string' && SEGMENT.test(version) && !version.endsWith('.staging') ? version : null;
}

/**
 * The registry as the sections' release histories (`<section>/history.json`) record it: each
 * section's last switch, release or rollback, is its live version. What a server starts from when
 * `registry.json` is unusable and it never read a good one. A section whose live version has no
 * folder here is left out (and named in `missing`); one without a readable history too.
 */
export async function registryFromHistory(releasesDir: string): Promise<HistoryRegistry> {
  const folders = await fs.readdir(releasesDir, { withFileTypes: true }).catch(() => []);
  const sections = folders.filter((entry) => entry.isDirectory() && SEGMENT.test(entry.name)).map((e) => e.name);
  const live = await Promise.all(
    sections.sort().map(async (name) => {
      const text = await fs.readFile(path.join(releasesDir, name, 'history.json'), 'utf8').catch(() => null);
      const version = text === null ? null : liveVersionOf(text);
      return version === null ? null : { name, entry: `/remotes/${name}/${version}/mf-manifest.json`, version };
    }),
  );
  const recorded = live.filter((entry): entry is RegistryEntry => entry !== null);
  const missing = await missingFolders(releasesDir, recorded);
  const lacking = new Set(missing.map((entry) => entry.name));
  return { registry: recorded.filter((entry) => !lacking.has(entry.name)), missing };
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
   * missing version folder is enough to fix it. Or, when the file was unusable from the start, the
   * registry rebuilt from the release histories (`fromHistory`), rebuilt again on each read until
   * the file is usable.
   */
  good: { key: string; registry: RegistryEntry[]; fromHistory?: HistoryRegistry } | null;
  /** The bad file last warned about: one warning per change of the file, not per request. */
  warnedKey: string | null;
  /** Reads finish out of order; an older one must not overwrite what a newer one found. */
  started: number;
  settled: number;
  logs: Set<RegistryLog>;
  /**
   * What was logged before any log was given (the app composes its routes, reading the registry,
   * before it registers `/remotes.json` and its log): handed to the first log given.
   */
  unlogged: { level: keyof RegistryLog; message: string }[];
}

const states = new Map<string, RegistryState>();

function stateOf(file: string): RegistryState {
  let state = states.get(file);
  if (!state) {
    state = { good: null, warnedKey: null, started: 0, settled: 0, logs: new Set(), unlogged: [] };
    states.set(file, state);
  }
  return state;
}

function log(state: RegistryState, level: keyof RegistryLog, message: string): void {
  if (state.logs.size === 0 && state.unlogged.length < 20) state.unlogged.push({ level, message });
  for (const logger of state.logs) logger[level](message);
}

async function check(file: string, read: Awaited<ReturnType<typeof readText>>): Promise<RegistryEntry[]> {
  if (read === null) return [];
  if (read.text === null) throw read.error;
  return checkFolders(file, parseRegistry(read.text));
}

/** `mf-a@v1, mf-b@v2`, or `none`. */
const listed = (registry: readonly RegistryEntry[]): string =>
  registry.map((entry) => `${entry.name}@${entry.version}`).join(', ') || 'none';

/**
 * The registry to serve, read per request so a release shows on the next page load. When the file
 * is unusable (a hand edit with a typo, a version folder that is gone) the last good registry is
 * served instead; before any good one was read (a server restarted while the file is broken), the
 * registry rebuilt from the sections' release histories; without those, nothing (empty): a broken
 * file must not turn every page into a 500. A missing file is unusable too where sections have a
 * history, and means nothing released yet where none has. Logged once per change of the bad file.
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
  const needsHistory = read === null || (result instanceof RegistryError && (state.good?.fromHistory ?? state.good === null));
  const history = needsHistory ? await registryFromHistory(path.dirname(file)) : undefined;
  const recorded = history !== undefined && history.registry.length + history.missing.length > 0;
  if (read === null && recorded) result = new RegistryError('is missing');
  if (order < state.settled) return result instanceof RegistryError ? (state.good?.registry ?? []) : result;
  state.settled = order;
  if (result instanceof RegistryError) {
    if (history !== undefined && recorded && (state.good === null || state.good.fromHistory)) {
      state.good = { key: 'history', registry: history.registry, fromHistory: history };
    }
    if (state.warnedKey !== key) {
      state.warnedKey = key;
      const serving =
        state.good === null
          ? 'nothing (no good registry read yet, and no section has a release history)'
          : state.good.fromHistory
            ? `the registry rebuilt from the sections' release histories (${listed(state.good.registry)})`
            : 'the last good registry';
      log(state, 'warn', `${file} is unusable: ${result.message}; serving ${serving} until it is fixed`);
    }
    return state.good?.registry ?? [];
  }
  if (state.warnedKey !== null) {
    state.warnedKey = null;
    log(state, 'info', `${file} is usable again`);
  }
  state.good = { key, registry: result };
  return result;
}

/**
 * Why this server should not get traffic, as far as its sections go, or null. Not ready while it has
 * no usable registry (the file unusable or missing, none read before, no release history), nor while
 * its releases folder lacks the live version of a section (the file's, or the history's when the
 * file is unusable): a shared releases folder this server sees behind the others'. (`GET /api/ready`
 * logs each change of the reasons.)
 */
export async function registryReadiness(file: string): Promise<string | null> {
  const registry = await readRegistry(file);
  const state = stateOf(file);
  const releasesDir = path.dirname(file);
  const read = await readText(file);
  let named: RegistryEntry[] | null = null;
  if (read !== null && read.text !== null) {
    try {
      named = parseRegistry(read.text);
    } catch {
      named = null; // unusable: what is served instead decides
    }
  }
  const missing = named !== null ? await missingFolders(releasesDir, named) : (state.good?.fromHistory?.missing ?? []);
  let reason: string | null = null;
  if (missing.length > 0) {
    const versions = missing.map((entry) => `${entry.name} ${entry.version}`).join(', ');
    reason = `this server's releases folder lacks the live version of ${versions} (behind the others?)`;
  } else if (registry.length === 0) {
    // Names no path: the reasons are public (GET /api/ready); the log says where.
    reason =
      read === null
        ? 'no section is released: no registry.json and no section has a release history'
        : named?.length === 0
          ? 'no section is released: registry.json lists none'
          : 'no usable section registry: registry.json is unusable, none was read before and no section has a release history';
  }
  return reason;
}

/** Where the warnings about one registry file go (the app's log); returns the way to stop. */
export function logRegistryProblems(file: string, logger: RegistryLog): () => void {
  const state = stateOf(file);
  state.logs.add(logger);
  for (const { level, message } of state.unlogged.splice(0)) logger[level](message);
  return () => {
    state.logs.delete(logger);
    if (state.logs.size === 0) states.delete(file);
  };
}
