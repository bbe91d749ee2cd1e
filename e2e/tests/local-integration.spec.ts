import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, watchProblems } from '../support/fixtures';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** A port nothing listens on. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Collects a child's output and waits for a line matching `pattern`. */
function waitForOutput(
  child: ChildProcess,
  pattern: RegExp,
  timeoutMs: number,
): { text: () => string; match: Promise<RegExpExecArray> } {
  let text = '';
  const match = new Promise<RegExpExecArray>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${pattern} in output:\n${text}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const found = pattern.exec(text);
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
  });
  return { text: () => text, match };
}

/**
 * The integration tester's loop as the README gives it: `npm run dev -w <section> -- --port … --site …`,
 * then the printed console step in the composed site, a reload, and ordinary browsing.
 */
test('npm run dev serves a build the composed site loads, with in-page navigation across sections and rebuilds on change', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const port = await freePort();
  const dev = spawn('npm', ['run', 'dev', '-w', 'mf-forms', '--', '--port', String(port), '--site', baseURL ?? ''], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = waitForOutput(dev, /\n {2}(localStorage\.setItem\([^\n]+\))\n/, 120_000);
  const pagesFile = path.join(ROOT, 'mf-forms', 'src', 'app', 'pages.ts');
  const pagesSource = fs.readFileSync(pagesFile, 'utf8');
  try {
    const step = (await output.match)[1] ?? '';
    expect(output.text()).toContain(`served at http://127.0.0.1:${port}/`);
    expect(output.text()).not.toMatch(/note: /);

    const problems = await watchProblems(page);
    const fromDev: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`http://127.0.0.1:${port}/`)) fromDev.push(request.url());
    });
    await page.goto('/id');
    await page.evaluate(step);
    await page.goto('/id/hubungi-kami');
    await expect(page.locator('[data-section="mf-forms"] h1')).toHaveText('Hubungi Kami');
    await expect(page.locator('[data-override-banner]')).toContainText('mf-forms');
    expect(fromDev.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);

    // In-page navigation away to other sections and back keeps every section working.
    await page.locator('footer').getByRole('link', { name: 'Tanya Jawab (FAQ)' }).click();
    await expect(page.locator('[data-section="mf-about"] h1')).toHaveText('Tanya Jawab (FAQ)');
    await page.locator('footer').getByRole('link', { name: 'Karir' }).click();
    await expect(page.locator('[data-section="mf-careers"] h1')).toHaveText('Karir');
    await page.goBack();
    await page.goBack();
    await expect(page.locator('[data-section="mf-forms"] h1')).toHaveText('Hubungi Kami');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);

    // A change to the working copy is rebuilt without restarting the command: a new modification time is
    // a change to the watcher, and leaves the file's content (the working tree) as it is.
    const rebuilt = waitForOutput(dev, /mf-forms: rebuilt in \d+ ms/, 60_000);
    const now = new Date();
    fs.utimesSync(pagesFile, now, now);
    await rebuilt.match;
    expect(fs.readFileSync(pagesFile, 'utf8')).toBe(pagesSource);
  } finally {
    if (dev.pid) process.kill(-dev.pid, 'SIGTERM');
    if (dev.exitCode === null && dev.signalCode === null) await new Promise((resolve) => dev.once('exit', resolve));
    // The command's build folder (build-tools/dev-section.js).
    fs.rmSync(path.join(os.tmpdir(), `ksei-dev-mf-forms-${port}`), { recursive: true, force: true });
  }
});
