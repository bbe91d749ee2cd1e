import type { Locale } from '@ksei/shared/node';
import type { Row, SeedPart } from '../model/parts.js';

/**
 * Old-site addresses (shared/reference legacy site map) → the page that replaces each, by page id:
 * the path comes from the live route manifest on each request, so it follows a page's renaming.
 */
const LEGACY: readonly [from: string, pageId: string, locale: Locale, params?: Record<string, string>][] = [
  ['/whistleblowing?setLocale=en-US', 'about.whistleblowing', 'en'],
  ['/whistleblowing?setLocale=id-ID', 'about.whistleblowing', 'id'],
  ['/faqs?setLocale=en-US', 'faq', 'en'],
  ['/faqs?setLocale=id-ID', 'faq', 'id'],
  ['/regulations/csd-regulation?setLocale=en-US', 'regulations.kseiRegulations', 'en'],
  ['/regulations/csd-regulation?setLocale=id-ID', 'regulations.kseiRegulations', 'id'],
  ['/todays-announcements?setLocale=id-ID', 'todaysAnnouncements', 'id'],
  ['/todays-announcements?setLocale=en-US', 'todaysAnnouncements', 'en'],
  ['/company/about_us/?setLocale=en-US', 'about.overview', 'en'],
  ['/company/about_us/?setLocale=id-ID', 'about.overview', 'id'],
  ['/disclaimer', 'disclaimer', 'id'],
  ['/education/akses-facility?setLocale=en-US', 'faq', 'en'],
  ['/services/types/asset-management-services?setLocale=en-US', 'service.assetManagementServices', 'en'],
  ['/services/registered-securities/shares?setLocale=en-US', 'service.equitySecurities', 'en'],
  ['/services/registered-securities/shares/lc/BBCA', 'service.investmentProduct', 'id', { slug: 'bbca' }],
  ['/services/schedule-c-best-instruction', 'service.scheduleInstructions', 'id'],
  ['/publications/Data_Statistik_KSEI', 'statistics.kseiStatistics', 'id'],
  ['/archive_download/holding_composition', 'statistics.securitiesOwnership', 'id'],
  ['/archive_download/master_securities', 'statistics.securitiesStatic', 'id'],
  ['/data/download-data-and-user-guide?setLocale=en-US', 'service.guidance', 'en'],
];

export function legacyRedirects(): SeedPart {
  const rows: Row[] = LEGACY.map(([from, pageId, locale, params]) => ({
    from_url: from,
    to_page: pageId,
    to_locale: locale,
    to_params: params ?? {},
    status: 301,
  }));
  return { tables: [{ table: 'legacy_redirects', rows }], search: [] };
}
