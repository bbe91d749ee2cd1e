import type { APIRequestContext, Page } from '@playwright/test';
import {
  MONTH_NAMES,
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
  gotoReady,
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
  await gotoReady(page, buildPath('whistleblowingFollowUp', locale));
  const form = page.locator('form#follow-up');
  await form.locator('#follow-up-receipt').fill(receipt);
  await tickCaptcha(form, locale);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByRole('heading', { name: FORM_TEXT[locale].resultHeading })).toBeVisible();
}

/** An instant as the inbox shows it, in Jakarta (UTC+7): `28 Maret 2024, 14:05 WIB` / `March 28, 2024, 14:05 WIB`. */
function jakartaText(iso: string, locale: Locale): string {
  const at = new Date(new Date(iso).getTime() + 7 * 3_600_000);
  const two = (value: number) => String(value).padStart(2, '0');
  const month = MONTH_NAMES[locale][at.getUTCMonth()];
  const day =
    locale === 'id'
      ? `${at.getUTCDate()} ${month} ${at.getUTCFullYear()}`
      : `${month} ${at.getUTCDate()}, ${at.getUTCFullYear()}`;
  return `${day}, ${two(at.getUTCHours())}:${two(at.getUTCMinutes())} WIB`;
}

/** The inbox's words the spec acts on (mf-forms' own strings). */
const INBOX_TEXT = {
  id: {
    moveTo: (status: string) => `Tandai sebagai "${status}"`,
    replyHeading: 'Balas pelapor',
    audit: 'Jejak audit',
    actions: {
      read: 'Laporan dibuka',
      status: 'Status diubah menjadi "Dikonfirmasi"',
      reply: 'Balasan dikirim kepada pelapor',
      evidence: 'Bukti diunduh',
      reporterNote: 'Pelapor menambahkan informasi',
    },
  },
  en: {
    moveTo: (status: string) => `Mark as "${status}"`,
    replyHeading: 'Reply to the reporter',
    audit: 'Audit trail',
    actions: {
      read: 'Report opened',
      status: 'Status changed to "Acknowledged"',
      reply: 'Reply sent to the reporter',
      evidence: 'Evidence downloaded',
      reporterNote: 'Reporter added information',
    },
  },
} as const;

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
    await expect(detail.getByText(jakartaText(due.acknowledgeBy, locale))).toBeVisible();
    await expect(detail.getByText(jakartaText(due.feedbackBy, locale))).toBeVisible();
    await expectAxeClean(page);

    // The evidence: downloaded, never shown inline.
    const evidence = report.evidence[0];
    expect(evidence?.mediaType).toBe('image/jpeg');
    const [response, download] = await Promise.all([
      page.waitForResponse((answer) => answer.url().includes(`/evidence/${evidence?.id ?? ''}`)),
      page.waitForEvent('download'),
      detail.locator(`a[download][href$="/evidence/${evidence?.id ?? ''}"]`).click(),
    ]);
    expect(response.headers()['content-disposition']).toMatch(/^attachment/);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    const saved = await download.path();
    const fs = await import('node:fs');
    const bytes = fs.readFileSync(saved);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(bytes.length).toBe(evidence?.sizeBytes);

    // Acknowledged, then a reply to the reporter.
    await detail
      .getByRole('button', { name: INBOX_TEXT[locale].moveTo(REPORT_STATUS_LABELS[locale].acknowledged) })
      .click();
    await expect(detail.locator('[data-status]').first()).toHaveAttribute('data-status', 'acknowledged');
    // Acknowledged now: the feedback deadline runs from the acknowledgement.
    const acknowledged = await request.get(`/api/inbox/reports/${reference}`, {
      headers: { authorization: token ?? '' },
    });
    const after = ((await acknowledged.json()) as { data: InboxReportDetail }).data;
    expect(after.acknowledgedAt).not.toBeNull();
    await expect(
      detail.getByText(jakartaText(reportDeadlines(after.submittedAt, after.acknowledgedAt).feedbackBy, locale)),
    ).toBeVisible();
    const replyForm = detail.getByRole('form', { name: INBOX_TEXT[locale].replyHeading });
    await replyForm.locator('textarea').fill(reply);
    await replyForm.locator('button[type="submit"]').click();
    await expect(detail.locator('[data-author="staff"]').filter({ hasText: reply })).toBeVisible();

    // The reporter, with the receipt: acknowledged, the reply, then a note added.
    await followUp(reporter, locale, receipt);
    const status = reporter.locator('[data-status]');
    await expect(status).toHaveAttribute('data-status', 'acknowledged');
    await expect(status).toContainText(REPORT_STATUS_LABELS[locale].acknowledged);
    await expect(section(reporter).locator('[data-author="staff"]').filter({ hasText: reply })).toBeVisible();
    await expect(section(reporter).getByText(admin.name)).toHaveCount(0);
    const noteForm = reporter.locator('form#add-information');
    await noteForm.locator('textarea[name="note"]').fill(note);
    await tickCaptcha(noteForm, locale);
    await noteForm.locator('button[type="submit"]').click();
    await expect(section(reporter).locator('[data-author="reporter"]').filter({ hasText: note })).toBeVisible();
    await reporterContext.close();

    // Staff sees the note and the audit trail of what happened.
    await page.reload();
    await expect(detail.locator('[data-author="reporter"]').filter({ hasText: note })).toBeVisible();
    const audit = detail.getByRole('region', { name: INBOX_TEXT[locale].audit });
    const rows = audit.locator('tbody tr');
    for (const action of ['read', 'status', 'reply', 'evidence'] as const) {
      await expect(
        rows.filter({ hasText: INBOX_TEXT[locale].actions[action] }).filter({ hasText: admin.name }).first(),
      ).toBeVisible();
    }
    await expect(rows.filter({ hasText: INBOX_TEXT[locale].actions.reporterNote })).toHaveCount(1);
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
