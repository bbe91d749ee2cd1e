import { setRouteTable, type Locale, type ReportStatus } from '@ksei/shared';
import { CAPTCHA_FIELD } from '@ksei/shared/api';
import { siteRoutes } from '../../shared/test/site-routes';
import { registerStrings } from '../src/app/i18n';
import { render } from '../src/server';
import { apiAnswers, resetPlayedApi } from './support/played-api';

/**
 * What a visitor reads on the whistleblowing form and the follow-up page, as the section's server
 * build renders them (the e2e crawl checks the hydrated page): the evidence field says its 2 MB limit
 * and that identifying metadata is removed, on the report form and on the follow-up's add-information
 * form; each page has its own lead, not the contact page's. The API is played by an axios adapter.
 */
registerStrings();
setRouteTable(siteRoutes());
beforeEach(resetPlayedApi);

const PATHS = {
  form: { id: '/id/tentang-ksei/whistleblowing/form', en: '/en/about-ksei/whistleblowing/form' },
  followUp: { id: '/id/tentang-ksei/whistleblowing/tindak-lanjut', en: '/en/about-ksei/whistleblowing/follow-up' },
} as const;

/** The evidence field's words, as the issue asks for them: the limit and what is removed. */
const EVIDENCE = {
  id: { label: /Berkas bukti/, limit: /2 MB/, removed: /[Mm]etadata[^<]*dihapus/ },
  en: { label: /Evidence file/, limit: /2 MB/, removed: /[Mm]etadata[^<]*removed/ },
} as const;
/** The contact page's lead, which the other two pages used to repeat. */
const CONTACT_LEAD = { id: 'Sampaikan pertanyaan atau laporan Anda', en: 'Send your question or report' } as const;
const OWN_LEAD = { id: /pelanggaran/, en: /violation/ } as const;

const STATUS: ReportStatus = {
  status: 'received',
  submittedOn: '2026-11-20',
  updatedOn: '2026-11-20',
  thread: [],
  open: true,
};

async function page(path: string, post?: URLSearchParams): Promise<string> {
  const result = await render({
    url: `http://server.internal${path}`,
    signal: new AbortController().signal,
    ...(post
      ? { post: { body: new TextEncoder().encode(post.toString()), contentType: 'application/x-www-form-urlencoded' } }
      : {}),
  });
  if (result.kind !== 'page') throw new Error(`${path} redirected`);
  expect(result.data.errors).toBeNull();
  return result.html;
}

/** The markup of one form, from its opening tag to its end. */
function form(html: string, id: string): string {
  const start = html.indexOf(`<form id="${id}"`);
  expect(start).toBeGreaterThanOrEqual(0);
  return html.slice(start, html.indexOf('</form>', start));
}

/** The page's lead: the first paragraph after its heading. */
function lead(html: string): string {
  const heading = html.indexOf('</h1>');
  expect(heading).toBeGreaterThanOrEqual(0);
  return /<p[^>]*>([^<]*)<\/p>/.exec(html.slice(heading))?.[1] ?? '';
}

function expectEvidenceTexts(markup: string, locale: Locale): void {
  const words = EVIDENCE[locale];
  expect(markup).toMatch(words.label);
  expect(markup).toMatch(words.limit);
  expect(markup).toMatch(words.removed);
  expect(markup).not.toMatch(/report\.evidence/);
  // One file per field: the picker offers no several.
  const input = /<input[^>]*type="file"[^>]*>/.exec(markup)?.[0] ?? '';
  expect(input).toContain('name="evidence"');
  expect(input).not.toMatch(/\smultiple/);
}

describe.each(['id', 'en'] as const)('the whistleblowing pages (%s)', (locale) => {
  it('the report form: the evidence field says 2 MB and that identifying metadata is removed, and takes one file', async () => {
    expectEvidenceTexts(form(await page(PATHS.form[locale]), 'report'), locale);
  });

  it("the follow-up's add-information form: the same evidence texts", async () => {
    apiAnswers(200, STATUS);
    const html = await page(
      PATHS.followUp[locale],
      new URLSearchParams({ receipt: '1234-5678-9012-3456', [CAPTCHA_FIELD]: 'token' }),
    );
    expectEvidenceTexts(form(html, 'add-information'), locale);
  });

  it("each page has its own lead about a violation report, not the contact page's", async () => {
    for (const path of [PATHS.form[locale], PATHS.followUp[locale]]) {
      const text = lead(await page(path));
      expect(text).toMatch(OWN_LEAD[locale]);
      expect(text).not.toContain(CONTACT_LEAD[locale]);
    }
  });
});
