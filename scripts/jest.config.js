// @ts-check
import { jestConfig } from '@ksei/build-tools/jest-preset';

const preset = jestConfig({ dir: import.meta.dirname });

export default {
  ...preset,
  testMatch: ['<rootDir>/test/**/*.test.mjs'],
  // Jest loads .mjs as native ESM, which needs --experimental-vm-modules; swc makes them CommonJS like the rest.
  transform: { ...preset.transform, '^.+\\.mjs$': preset.transform['^.+\\.(t|j)sx?$'] },
};
