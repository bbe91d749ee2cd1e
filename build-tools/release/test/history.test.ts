import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { release, rollback, type HistoryEntry, type Registry } from '@ksei/build-tools/release';

/** A scratch folder holding a section's "source" (its dist) and a releases folder, real files only. */
function scratch() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-release-'));
  const sectionDir = path.join(root, 'mf-about');
  const distDir = path.join(sectionDir, 'dist');
  const releasesDir = path.join(root, 'releases');
  /** A build whose content (so its version) depends on `label`. */
  const build = (label: string) => {
    fs.rmSync(distDir, { recursive: true, force: true });
    fs.mkdirSync(distDir, { recursive: true });
    fs.writeFileSync(path.join(distDir, 'mf-manifest.json'), JSON.stringify({ name: 'mf_about', label }));
    fs.writeFileSync(path.join(distDir, 'routes.json'), JSON.stringify({ owner: 'mf-about', pages: [] }));
    fs.writeFileSync(path.join(distDir, 'remoteEntry.js'), `var mf_about = ${JSON.stringify(label)};`);
  };
  const releaseBuild = (label: string, options: { keep?: number } = {}) => {
    build(label);
    return release({ remote: 'mf-about', distDir, releasesDir, ...options });
  };
  const registryText = () => fs.readFileSync(path.join(releasesDir, 'registry.json'), 'utf8');
  const registry = () => JSON.parse(registryText()) as Registry;
  const live = () => registry().remotes.find((r) => r.name === 'mf-about')?.version;
  const historyText = () => fs.readFileSync(path.join(releasesDir, 'mf-about', 'history.json'), 'utf8');
  const history = () => JSON.parse(historyText()) as HistoryEntry[];
  const versions = () =>
    fs
      .readdirSync(path.join(releasesDir, 'mf-about'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  return {
    root,
    sectionDir,
    distDir,
    releasesDir,
    build,
    releaseBuild,
    registryText,
    live,
    historyText,
    history,
    versions,
  };
}

type Scratch = ReturnType<typeof scratch>;

let dirs: Scratch;
beforeEach(() => {
  dirs = scratch();
});
afterEach(() => {
  fs.rmSync(dirs.root, { recursive: true, force: true });
});

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('release history', () => {
  it('records each release with its time, the git commit of HEAD and the version live before', () => {
    // The section lives in a real git repository with one commit.
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
        cwd: dirs.root,
        encoding: 'utf8',
      }).trim();
    git('init', '--quiet');
    git('commit', '--quiet', '--allow-empty', '-m', 'first');
    const head = git('rev-parse', '--short', 'HEAD');

    const first = dirs.releaseBuild('one');
    const second = dirs.releaseBuild('two');

    expect(dirs.history()).toEqual([
      {
        version: first.version,
        releasedAt: expect.stringMatching(ISO),
        commit: head,
        previous: null,
        action: 'release',
      },
      {
        version: second.version,
        releasedAt: expect.stringMatching(ISO),
        commit: head,
        previous: first.version,
        action: 'release',
      },
    ]);
    // The registry and the history agree on when the switch happened.
    expect(dirs.history()[1]?.releasedAt).toBe(
      JSON.parse(dirs.registryText()).remotes.find((r: { name: string }) => r.name === 'mf-about').releasedAt,
    );
    // Written through a temporary file renamed into place: none is left behind.
    expect(fs.readdirSync(path.join(dirs.releasesDir, 'mf-about')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('records the commit as null outside a git repository, and still releases', () => {
    const result = dirs.releaseBuild('one');
    expect(result.changed).toBe(true);
    expect(dirs.history()).toEqual([expect.objectContaining({ version: result.version, commit: null })]);
  });

  it('records nothing for an unchanged build', () => {
    dirs.releaseBuild('one');
    const before = dirs.historyText();
    const again = dirs.releaseBuild('one');
    expect(again.changed).toBe(false);
    expect(dirs.historyText()).toBe(before);
  });
});

describe('rollback', () => {
  it('switches back to the previous version, records it, and a second rollback goes forward again', () => {
    const first = dirs.releaseBuild('one');
    const second = dirs.releaseBuild('two');

    const back = rollback({ remote: 'mf-about', releasesDir: dirs.releasesDir });
    expect(back).toEqual({ version: first.version, previous: second.version, changed: true });
    expect(dirs.live()).toBe(first.version);
    expect(dirs.history().at(-1)).toEqual({
      version: first.version,
      releasedAt: expect.stringMatching(ISO),
      commit: null,
      previous: second.version,
      action: 'rollback',
    });

    const forward = rollback({ remote: 'mf-about', releasesDir: dirs.releasesDir });
    expect(forward).toEqual({ version: second.version, previous: first.version, changed: true });
    expect(dirs.live()).toBe(second.version);
    expect(dirs.history()).toHaveLength(4);
  });

  it('switches to a named version', () => {
    const first = dirs.releaseBuild('one');
    dirs.releaseBuild('two');
    dirs.releaseBuild('three');
    rollback({ remote: 'mf-about', releasesDir: dirs.releasesDir, version: first.version });
    expect(dirs.live()).toBe(first.version);
  });

  it.each([
    ['a version without a folder', () => 'feedfacefeedface', /no version folder/],
    [
      'a half-copied staging folder',
      (d: Scratch, live: string) => {
        // Complete enough to hold a manifest: only its name tells it is a copy that never finished.
        const staging = `${live}.4242.staging`;
        fs.cpSync(path.join(d.releasesDir, 'mf-about', live), path.join(d.releasesDir, 'mf-about', staging), {
          recursive: true,
        });
        return staging;
      },
      /half-copied staging folder/,
    ],
    [
      'a folder without mf-manifest.json',
      (d: Scratch) => {
        fs.mkdirSync(path.join(d.releasesDir, 'mf-about', 'abcdefabcdefabcd'));
        return 'abcdefabcdefabcd';
      },
      /holds no mf-manifest.json/,
    ],
    [
      'a version without its route declaration',
      (d: Scratch) => {
        const folder = path.join(d.releasesDir, 'mf-about', 'abcdefabcdefabce');
        fs.mkdirSync(folder);
        fs.writeFileSync(path.join(folder, 'mf-manifest.json'), '{}');
        return 'abcdefabcdefabce';
      },
      /holds no routes.json, so none of its pages would exist/,
    ],
    ['a path instead of a version', () => '../mf-forms', /not a version name/],
  ])('refuses %s and leaves the registry and history as they were', (_label, target, message) => {
    dirs.releaseBuild('one');
    const live = dirs.releaseBuild('two').version;
    const [registry, history] = [dirs.registryText(), dirs.historyText()];
    expect(() => rollback({ remote: 'mf-about', releasesDir: dirs.releasesDir, version: target(dirs, live) })).toThrow(
      message,
    );
    expect(dirs.registryText()).toBe(registry);
    expect(dirs.historyText()).toBe(history);
  });

  it('refuses when there is nothing to roll back to', () => {
    dirs.releaseBuild('one');
    const registry = dirs.registryText();
    expect(() => rollback({ remote: 'mf-about', releasesDir: dirs.releasesDir })).toThrow(/nothing to roll back to/);
    expect(dirs.registryText()).toBe(registry);
    expect(() => rollback({ remote: 'mf-forms', releasesDir: dirs.releasesDir })).toThrow(/never been released/);
  });
});

describe('registry validation before the switch', () => {
  it('refuses a release that would leave another section pointing at a missing version', () => {
    dirs.releaseBuild('one');
    const broken = JSON.parse(dirs.registryText()) as Registry;
    broken.remotes.push({
      name: 'mf-forms',
      entry: '/remotes/mf-forms/0000000000000000/mf-manifest.json',
      version: '0000000000000000',
      releasedAt: '2025-01-01T00:00:00.000Z',
    });
    fs.writeFileSync(path.join(dirs.releasesDir, 'registry.json'), JSON.stringify(broken));
    const before = dirs.registryText();
    const history = dirs.historyText();
    expect(() => dirs.releaseBuild('two')).toThrow(/refusing to write a bad registry[\s\S]*mf-forms\/0000000000000000/);
    expect(dirs.registryText()).toBe(before);
    expect(dirs.historyText()).toBe(history);
  });

  it.each([
    ['a typo that breaks the JSON', (text: string) => text.replace('"remotes"', '"remotes'), /not valid JSON/],
    ['a misspelt key', (text: string) => text.replace('"remotes"', '"remote"'), /no "remotes" list/],
  ])('refuses to build on a registry.json with %s', (_label, edit, message) => {
    dirs.releaseBuild('one');
    fs.writeFileSync(path.join(dirs.releasesDir, 'registry.json'), edit(dirs.registryText()));
    const before = dirs.registryText();
    expect(() => dirs.releaseBuild('two')).toThrow(message);
    expect(() => rollback({ remote: 'mf-about', releasesDir: dirs.releasesDir, version: 'x' })).toThrow(message);
    expect(dirs.registryText()).toBe(before);
  });

  it('refuses a version folder whose manifest is gone, even when releasing the same build again', () => {
    const first = dirs.releaseBuild('one');
    dirs.releaseBuild('two');
    fs.rmSync(path.join(dirs.releasesDir, 'mf-about', first.version, 'mf-manifest.json'));
    const before = dirs.registryText();
    expect(() => dirs.releaseBuild('one')).toThrow(/holds no mf-manifest.json/);
    expect(dirs.registryText()).toBe(before);
  });
});

describe('retention', () => {
  it('keeps the live version and the most recent ones, and deletes older versions the history names', () => {
    // Released before the history was kept, and a copy a running release may still be filling.
    fs.mkdirSync(path.join(dirs.releasesDir, 'mf-about', 'legacy0000000000'), { recursive: true });
    fs.mkdirSync(path.join(dirs.releasesDir, 'mf-about', 'half.4242.staging'), { recursive: true });
    const [, v2, v3] = ['one', 'two', 'three'].map((label) => dirs.releaseBuild(label, { keep: 2 }).version);
    expect(dirs.versions()).toEqual(['half.4242.staging', 'legacy0000000000', v2, v3].sort());

    // Back to v2: a version gone live again counts as recent.
    rollback({ remote: 'mf-about', releasesDir: dirs.releasesDir });
    const v4 = dirs.releaseBuild('four', { keep: 2 });
    expect(v4.removed).toEqual([v3]);
    expect(dirs.versions()).toEqual(['half.4242.staging', 'legacy0000000000', v2, v4.version].sort());
  });

  it('keeps 10 versions by default: ten releases delete nothing, the 11th deletes the first, the 12th the second', () => {
    const released = Array.from({ length: 10 }, (_, i) => dirs.releaseBuild(`build ${i}`));
    expect(released.map((result) => result.removed)).toEqual(Array.from({ length: 10 }, () => []));
    const versions = released.map((result) => result.version);
    expect(new Set(versions).size).toBe(10);
    expect(dirs.versions()).toEqual([...versions].sort());

    const eleventh = dirs.releaseBuild('build 10');
    expect(eleventh.removed).toEqual([versions[0]]);
    const twelfth = dirs.releaseBuild('build 11');
    expect(twelfth.removed).toEqual([versions[1]]);
    expect(dirs.versions()).toEqual([...versions.slice(2), eleventh.version, twelfth.version].sort());
  });
});

/**
 * A reader in another thread: reads the registry in a loop until told to stop, and reports what it saw.
 * Plain JavaScript (`eval`), so it runs without the test's TypeScript transform.
 */
const READER = `
const fs = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
// [0]: stop when not 0; [1]: whole reads so far; [2], [3]: reads that saw the first, the second version.
const shared = new Int32Array(workerData.shared);
const seen = new Set();
const broken = [];
let reads = 0;
while (Atomics.load(shared, 0) === 0) {
  let text = '';
  try {
    text = fs.readFileSync(workerData.file, 'utf8');
    reads += 1;
    const live = JSON.parse(text).remotes.find((r) => r.name === 'mf-about');
    seen.add(live.version);
    Atomics.store(shared, 1, reads);
    if (live.version === workerData.versions[0]) Atomics.add(shared, 2, 1);
    if (live.version === workerData.versions[1]) Atomics.add(shared, 3, 1);
  } catch (error) {
    if (broken.length < 5) broken.push(String(error && error.message) + ' in ' + JSON.stringify(text.slice(0, 80)));
  }
  if (reads === 1) parentPort.postMessage({ started: true });
}
parentPort.postMessage({ reads, seen: [...seen].sort(), broken });
`;

describe('atomic registry switch', () => {
  it('a reader that opened the registry before a switch still reads the whole old file', () => {
    dirs.releaseBuild('one');
    dirs.releaseBuild('two');
    const file = path.join(dirs.releasesDir, 'registry.json');
    const before = dirs.registryText();
    const fd = fs.openSync(file, 'r');
    try {
      rollback({ remote: 'mf-about', releasesDir: dirs.releasesDir });
      // Write-then-rename gives the new registry a new file; a direct write would change this one.
      expect(dirs.registryText()).not.toBe(before);
      expect(fs.readFileSync(fd, 'utf8')).toBe(before);
    } finally {
      fs.closeSync(fd);
    }
    // And no temporary file is left beside it.
    expect(fs.readdirSync(dirs.releasesDir).sort()).toEqual(['mf-about', 'registry.json']);
  });

  it('a concurrent reader never sees a partial registry while releases switch back and forth', async () => {
    const one = dirs.releaseBuild('one').version;
    const two = dirs.releaseBuild('two').version;
    const shared = new Int32Array(new SharedArrayBuffer(16));
    const reader = new Worker(READER, {
      eval: true,
      workerData: { file: path.join(dirs.releasesDir, 'registry.json'), shared: shared.buffer, versions: [one, two] },
    });
    const report = new Promise<{ reads: number; seen: string[]; broken: string[] }>((resolve, reject) => {
      reader.on('message', (message: { started?: boolean; reads: number; seen: string[]; broken: string[] }) => {
        if (!message.started) resolve(message);
      });
      reader.on('error', reject);
    });
    await new Promise<void>((resolve) => reader.once('message', () => resolve()));
    // Switch back and forth at least 300 times, and on until the reader has read 1000 times and seen each
    // version 50 times (however busy the machine), for at most 10 s.
    const deadline = Date.now() + 10_000;
    let switches = 0;
    const enough = () =>
      switches >= 300 &&
      Atomics.load(shared, 1) >= 1000 &&
      Atomics.load(shared, 2) >= 50 &&
      Atomics.load(shared, 3) >= 50;
    try {
      while (!enough() && Date.now() < deadline) {
        rollback({ remote: 'mf-about', releasesDir: dirs.releasesDir });
        switches += 1;
      }
    } finally {
      Atomics.store(shared, 0, 1);
    }
    const { reads, seen, broken } = await report;
    await reader.terminate();
    expect(broken).toEqual([]);
    expect(reads).toBeGreaterThanOrEqual(1000);
    // It really ran alongside the switches: it saw both versions.
    expect(seen).toEqual([one, two].sort());
  });
});
