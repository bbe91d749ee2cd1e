import { chromium } from '@playwright/test';
const [url, out, w, h, click] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
page.on('pageerror', e => console.log('pageerror', e.message));
await page.goto(url);
await page.waitForTimeout(800);
if (click) { for (const c of click.split('|')) { await page.getByRole('button', { name: c }).click(); await page.waitForTimeout(300); } }
await page.screenshot({ path: out });
await browser.close();
