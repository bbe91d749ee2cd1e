/** The tests that exercise the shared kit: its own and the shell's (which drives the stores and navigation). */
export default {
  testTimeout: 20_000,
  projects: ['<rootDir>/../shared', '<rootDir>/../shell'],
};
