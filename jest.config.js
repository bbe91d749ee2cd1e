import fs from 'node:fs';
import path from 'node:path';

/** One jest run over every package's unit tests (each package can also run its own with `npm test -w`). */
export default {
  // Suites boot a real PGlite (WASM) or start servers: about 2 s alone, but on a two-core machine running
  // two suites, their database threads and their hash workers, a seeded start was seen past 20 s. A
  // timeout here catches a hang, not slowness (the bench measures speed). Jest reads this only from the
  // root configuration, not from a project's.
  testTimeout: 60_000,
  // Jest's default is one worker fewer than the cores: a single worker on a two-core machine, leaving a
  // core idle while a suite waits on its PGlite thread or a child process. A worker per core measured
  // 222 s → about 151 s for the whole run there.
  maxWorkers: '100%',
  // Every folder of the repository with its own jest configuration: the packages and `scripts`.
  projects: fs
    .readdirSync(import.meta.dirname, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .filter((entry) => fs.existsSync(path.join(import.meta.dirname, entry.name, 'jest.config.js')))
    .map((entry) => `<rootDir>/${entry.name}`),
};
