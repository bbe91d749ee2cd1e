import { jestConfig } from './jest-preset.js';

/** The build tools' own tests: the release command and its gates (`release/test/`). */
export default { ...jestConfig({ dir: import.meta.dirname }), testMatch: ['<rootDir>/**/test/**/*.test.ts'] };
