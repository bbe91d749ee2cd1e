import type { APIRequestContext, Page } from '@playwright/test';
import {
  AUDIT_ACTIONS,
  REPORT_STATUS_LABELS,
  buildPath,
  reportDeadlines,
  type InboxReportDetail,
  type InboxReportList,
  type Locale,
} from '@ksei/shared/node';
import { expect, test } from '../support/fixtures';
import { apiToken, staffAccounts } from '../support/staff';
import {
  FORM_TEXT,
  expectAxeClean,
  section,
  sendReport,
  signInByKeyboard,
  signOutControl,
  tickCaptcha,
} from '../support/staff-flow';

/**
 * A whistleblowing report's whole way, in both languages, in real Chromium on the real server: sent
 * through the form (the local captcha, a small real JPEG) → its receipt kept → staff opens the reports
 * page signed out and is sent to sign in with the page remembered → signs in by keyboard → is back on
 * that page → opens the report (its due dates) → downloads the evidence (an attachment, nosniff) →
 * acknowledges it and replies → the reporter, with the receipt, reads "acknowledged" and the reply and
 * adds a note → staff sees the note and the audit trail → signs out from the header → the back button
 * shows nothing of the inbox.
 */

test.use({ locale: 'en-US' });

/** The reference of the report whose chronology is `chronology`, read through the staff API. */
async function referenceOf(request: APIRequestContext, token: string, chronology: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const list = await request.get('/api/inbox/reports?status=received&pageSize=100', { headers });
  expect(list.status()).toBe(200);
  for (const summary of ((await list.json()) as InboxReportList).data) {
    const detail = await request.get(`/api/inbox/reports/${summary.reference}`, { headers });
    const { data } = (await detail.json()) as { data: InboxReportDetail };
    if (data.fields['chronology'] === chronology) return data.reference;
  }
  throw new Error('the report sent is not in the inbox');
}

/** The follow-up page with the receipt: looks the report up and answers its result region. */
async function followUp(page: Page, locale: Locale, receipt: string) {
  await page.goto(buildPath('whistleblowingFollowUp', locale));
  const form = page.locator('form#follow-up');
  await form.locator('#follow-up-receipt').fill(receipt);
  await tickCaptcha(form, locale);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByRole('heading', { name: FORM_TEXT[locale].resultHeading })).toBeVisible();
}

/** A date-time as the pages show a date in Jakarta (`YYYY-MM-DD` of the `datetime` attribute). */
const jakartaDay = (iso: string) => new Date(new Date(iso).getTime() + 7 * 3600_000).toISOString().slice(0, 10);

for (const locale of ['id', 'en'] as const satisfies readonly Locale[]) {
  test(`staff inbox (${locale}): a report from the form is signed in for, opened, acknowledged and answered; the reporter reads the reply and adds a note; sign-out leaves nothing behind`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const { admin } = staffAccounts();
    const marker = `${locale}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const chronology = `Pada rapat pengadaan, pemasok menyerahkan amplop berisi uang kepada yang dilaporkan (${marker}).`;
    const reply = `Terima kasih, laporan Anda sedang kami periksa (${marker}).`;
    const note = `Rapat itu juga dihadiri dua orang saksi dari bagian keuangan (${marker}).`;

    // The reporter, in a browser of their own.
    const reporterContext = await browser.newContext({ locale: 'en-US' });
    const reporter = await reporterContext.newPage();
    const receipt = await sendReport(reporter, locale, chronology);
    const reference = await referenceOf(request, await apiToken(request, admin), chronology);

    // Staff, signed out, opens the reports page: sent to sign in, the page remembered.
    const reports = buildPath('inbox.reports', locale);
    await page.goto(reports);
    await expect(page).toHaveURL(buildPath('login', locale));
    await signInByKeyboard(page, admin);
    await expect(page).toHaveURL(reports);
    const row = section(page).getByRole('link', { name: reference });
    await expect(row).toBeVisible();

    // The report: its fields decrypted, its due dates.
    await row.click();
    await expect(page).toHaveURL(buildPath('inbox.report', locale, { slug: reference }));
    const detail = section(page);
    await expect(detail.getByText(chronology)).toBeVisible();
    const token = await page.evaluate(() => window.localStorage.getItem('auth._token.local'));
    expect(token).toMatch(/^Bearer \S+$/);
    const api = await request.get(`/api/inbox/reports/${reference}`, { headers: { authorization: token ?? '' } });
    const report = ((await api.json()) as { data: InboxReportDetail }).data;
    const due = reportDeadlines(report.submittedAt, null);
    await expect(detail.locator(`time[datetime^="${jakartaDay(due.acknowledgeBy)}"]`).first()).toBeVisible();
    await expect(detail.locator(`time[datetime^="${jakartaDay(due.feedbackBy)}"]`).first()).toBeVisible();
    await expectAxeClean(page);

    // The evidence: downloaded, never shown inline.
    const evidence = report.evidence[0];
    expect(evidence?.mediaType).toBe('image/jpeg');
    const [response, download] = await Promise.all([
      page.waitForResponse((answer) => answer.url().includes(`/evidence/${evidence?.id ?? ''}`)),
      page.waitForEvent('download'),
      detail.locator(`[data-evidence="${evidence?.id ?? ''}"]`).click(),
    ]);
    expect(response.headers()['content-disposition']).toMatch(/^attachment/);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    const saved = await download.path();
    const fs = await import('node:fs');
    const bytes = fs.readFileSync(saved);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(bytes.length).toBe(evidence?.sizeBytes);

    // Acknowledged, then a reply to the reporter.
    await detail.getByRole('button', { name: REPORT_STATUS_LABELS[locale].acknowledged }).click();
    await expect(detail.locator('[data-status]').first()).toHaveAttribute('data-status', 'acknowledged');
    await detail.locator('textarea[name="reply"]').fill(reply);
    await detail.locator('form[data-reply] button[type="submit"]').click();
    await expect(detail.getByText(reply)).toBeVisible();

    // The reporter, with the receipt: acknowledged, the reply, then a note added.
    await followUp(reporter, locale, receipt);
    const status = reporter.locator('[data-status]');
    await expect(status).toHaveAttribute('data-status', 'acknowledged');
    await expect(status).toContainText(REPORT_STATUS_LABELS[locale].acknowledged);
    await expect(section(reporter).getByText(reply)).toBeVisible();
    await expect(section(reporter).getByText(admin.name)).toHaveCount(0);
    const noteForm = reporter.locator('form').filter({ has: reporter.locator('textarea[name="note"]') });
    await noteForm.locator('textarea[name="note"]').fill(note);
    if ((await noteForm.locator('textarea[name="g-recaptcha-response"]').count()) > 0) {
      await tickCaptcha(noteForm, locale);
    }
    await noteForm.locator('button[type="submit"]').click();
    await expect(section(reporter).getByText(note)).toBeVisible();
    await reporterContext.close();

    // Staff sees the note and the audit trail of what happened.
    await page.reload();
    await expect(detail.getByText(note)).toBeVisible();
    const audit = detail.locator('[data-audit]');
    for (const action of ['read', 'status', 'reply', 'reporterNote'] as const) {
      expect(AUDIT_ACTIONS).toContain(action);
      await expect(audit.locator(`[data-action="${action}"]`).first()).toBeVisible();
    }
    await expect(audit).toContainText(admin.name);
    await expectAxeClean(page);

    // Sign-out from the header; the back button then shows nothing of the inbox.
    await signOutControl(page, locale).click();
    await expect(page).not.toHaveURL(buildPath('inbox.report', locale, { slug: reference }));
    expect(await page.evaluate(() => window.localStorage.getItem('auth._token.local'))).toBeNull();
    await page.goBack();
    await expect(page.getByText(chronology)).toHaveCount(0);
    await expect(page.getByText(note)).toHaveCount(0);
    await expect(page.getByText(reference)).toHaveCount(0);
  });
}
