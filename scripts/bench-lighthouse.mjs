// @ts-check
/**
 * Bench part 4: Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU) on each page, several
 * cold runs, reported as the median run (by total blocking time) with the spread. With `details`, the
 * main-thread work of the median run is listed too: the long tasks and which scripts took the time,
 * so a regression names its cause.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../build-tools/chromium.js';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
/** What every audit asks of Lighthouse: the performance category only, quietly. */
const AUDIT = /** @type {const} */ ({ onlyCategories: ['performance'], logLevel: 'error' });

/** Runs per page; the median is reported (Lighthouse's own advice: one run is noise). */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/**
 * @typedef {{ score: number, fcpMs: number, lcpMs: number, tbtMs: number, cls: number,
 *   longTasks: { url: string, startMs: number, durationMs: number }[],
 *   bootup: { url: string, scriptingMs: number, parseMs: number }[] }} LighthouseRun
 * @typedef {{ url: string, runs: LighthouseRun[], median: LighthouseRun }} LighthousePage
 */

/** @param {import('lighthouse').Result} lhr @returns {LighthouseRun} */
function summary(lhr) {
  // A run Lighthouse could not complete (the page failed to load, say) is an error, never a score of 0.
  if (lhr.runtimeError)
    throw new Error(`Lighthouse on ${lhr.finalDisplayedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (/** @type {string} */ id) => lhr.audits[id];
  /** @type {any} – Lighthouse's details are a union of table shapes; only the fields read here matter. */
  const longTasks = audit('long-tasks')?.details;
  /** @type {any} – as above */
  const bootup = audit('bootup-time')?.details;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: Math.round(audit('first-contentful-paint')?.numericValue ?? NaN),
    lcpMs: Math.round(audit('largest-contentful-paint')?.numericValue ?? NaN),
    tbtMs: Math.round(audit('total-blocking-time')?.numericValue ?? NaN),
    cls: Number((audit('cumulative-layout-shift')?.numericValue ?? NaN).toFixed(3)),
    longTasks: (longTasks?.items ?? []).map((/** @type {any} */ item) => ({
      url: String(item.url ?? ''),
      startMs: Math.round(item.startTime ?? 0),
      durationMs: Math.round(item.duration ?? 0),
    })),
    bootup: (bootup?.items ?? []).map((/** @type {any} */ item) => ({
      url: String(item.url ?? ''),
      scriptingMs: Math.round(item.scripting ?? 0),
      parseMs: Math.round(item.scriptParseCompile ?? 0),
    })),
  };
}

/**
 * One cold audit. A run Lighthouse itself could not record (NO_NAVSTART: "please run Lighthouse again")
 * is run again, twice at most; a third failure is an error.
 * @param {number} port @param {string} url @returns {Promise<LighthouseRun>}
 */
async function audit(port, url) {
  for (let attempt = 1; ; attempt += 1) {
    // Storage is reset before each audit (Lighthouse's default): every run is a first visit.
    const result = await lighthouse(url, { ...AUDIT, port, output: 'json' });
    if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError && attempt < 3) {
      console.warn(`Lighthouse on ${url}: ${result.lhr.runtimeError.code}, run again`);
      continue;
    }
    return summary(result.lhr);
  }
}

/**
 * @param {string} base the server's origin
 * @param {readonly string[]} pages paths to audit
 * @returns {Promise<LighthousePage[]>}
 */
export async function lighthouseRuns(base, pages, runs = LIGHTHOUSE_RUNS) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  /** @type {LighthousePage[]} */
  const results = [];
  try {
    // A first audit warms the server's render cache and the browser process, and is not counted.
    await lighthouse(base + (pages[0] ?? '/'), { ...AUDIT, port: chrome.port });
    for (const url of pages) {
      /** @type {LighthouseRun[]} */
      const done = [];
      for (let run = 0; run < runs; run += 1) {
        done.push(await audit(chrome.port, base + url));
      }
      const sorted = [...done].sort((a, b) => a.tbtMs - b.tbtMs);
      const median = sorted[Math.floor((sorted.length - 1) / 2)];
      if (!median) throw new Error(`no Lighthouse run for ${url}`);
      results.push({ url, runs: done, median });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

/** @param {LighthousePage[]} pages */
export function printLighthouse(pages, details = false) {
  console.log(`\nLighthouse, mobile preset (median of ${LIGHTHOUSE_RUNS} cold runs by TBT; all runs' TBT after it):`);
  for (const { url, runs, median } of pages) {
    const tbts = runs.map((run) => run.tbtMs).join('/');
    const scores = runs.map((run) => run.score).join('/');
    console.log(
      `  ${url.padEnd(42)} performance ${median.score}  FCP ${median.fcpMs} ms  LCP ${median.lcpMs} ms  TBT ${median.tbtMs} ms  CLS ${median.cls}   (TBT ${tbts}; score ${scores})`,
    );
    if (!details) continue;
    for (const task of median.longTasks) {
      console.log(
        `      long task ${String(task.durationMs).padStart(4)} ms at ${task.startMs} ms  ${shortUrl(task.url)}`,
      );
    }
    for (const script of median.bootup.slice(0, 6)) {
      console.log(
        `      script ${String(script.scriptingMs).padStart(4)} ms run, ${String(script.parseMs).padStart(3)} ms parse  ${shortUrl(script.url)}`,
      );
    }
  }
}

/** @param {string} url */
function shortUrl(url) {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}
