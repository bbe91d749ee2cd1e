import '@ksei/shared/tokens.css';
import { yieldToBrowser } from './routing/yield.js';

/**
 * Start-up in stages, each its own task: this script only sets up the federation runtime and the shared
 * modules; React DOM, the shared library and the shell's own modules are then evaluated one after the
 * other, the browser free to paint or take input in between. As one task it measured 130–190 ms on a
 * phone-speed CPU (Lighthouse's total blocking time); staged, no step is a long task. `eager` keeps the
 * modules in the scripts the page already loads: only their evaluation waits.
 */
async function start(): Promise<void> {
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ '@ksei/shared');
  await yieldToBrowser();
  const { boot } = await import(/* webpackMode: "eager" */ './boot.js');
  await boot();
}

void start();
