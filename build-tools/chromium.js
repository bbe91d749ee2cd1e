// @ts-check
/** Debian's Chromium and the flags that work on these machines (the sandbox and GPU are unavailable here): for e2e and the bench. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Without the background-networking flags Chromium keeps calling hosts this closed network refuses. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
