import type { BundleRoutes } from '@ksei/shared';

/**
 * The pages this section renders: published beside the build as `routes.json`, from
 * which the server composes the live route manifest. Plain data with type-only imports: the build
 * evaluates this file on its own.
 */
export const ROUTES = {
  owner: 'mf-forms',
  pages: [
    {
      id: 'contact',
      lists: { resource: 'contact' },
      paths: { id: '/id/hubungi-kami', en: '/en/contact-us' },
      titles: { id: 'Hubungi Kami', en: 'Contact Us' },
      nav: 'information',
      form: true,
    },
    {
      id: 'whistleblowingForm',
      paths: { id: '/id/tentang-ksei/whistleblowing/form', en: '/en/about-ksei/whistleblowing/form' },
      titles: { id: 'Formulir Pelaporan Pelanggaran', en: 'Whistleblowing Report Form' },
      aliases: [{ locale: 'en', path: '/en/tentang-ksei/whistleblowing/form' }],
      parent: 'about.whistleblowing',
      form: true,
    },
    {
      id: 'whistleblowingFollowUp',
      paths: {
        id: '/id/tentang-ksei/whistleblowing/tindak-lanjut',
        en: '/en/about-ksei/whistleblowing/follow-up',
      },
      titles: { id: 'Tindak Lanjut Laporan', en: 'Follow Up a Report' },
      parent: 'about.whistleblowing',
      form: true,
    },
    // The staff inbox: protected, each page needing a scope; served like any page, its data loaded in
    // the browser with the session's Authorization header, so nothing of it is rendered on the server.
    {
      id: 'inbox.reports',
      paths: { id: '/id/staf/kotak-masuk/laporan', en: '/en/staff/inbox/reports' },
      titles: { id: 'Laporan Pelanggaran', en: 'Whistleblowing Reports' },
      auth: true,
      scope: 'reports:read',
      query: { status: 'choice', type: 'choice', from: 'choice', to: 'choice', overdue: 'choice', page: 'page' },
    },
    {
      id: 'inbox.report',
      paths: { id: '/id/staf/kotak-masuk/laporan/:slug', en: '/en/staff/inbox/reports/:slug' },
      titles: { id: 'Laporan', en: 'Report' },
      auth: true,
      scope: 'reports:read',
      parent: 'inbox.reports',
      // Shaped unlike a real reference (eight characters after the dash), so it can never name one.
      sampleParams: { slug: 'WB-SAMPLE' },
    },
    {
      id: 'inbox.messages',
      paths: { id: '/id/staf/kotak-masuk/pesan', en: '/en/staff/inbox/messages' },
      titles: { id: 'Pesan Masuk', en: 'Contact Messages' },
      auth: true,
      scope: 'messages:read',
      query: { from: 'choice', to: 'choice', unread: 'choice', page: 'page' },
    },
    {
      id: 'inbox.message',
      paths: { id: '/id/staf/kotak-masuk/pesan/:slug', en: '/en/staff/inbox/messages/:slug' },
      titles: { id: 'Pesan', en: 'Message' },
      auth: true,
      scope: 'messages:read',
      parent: 'inbox.messages',
      sampleParams: { slug: 'KSEI-SAMPLE' },
    },
  ],
  links: ['faq', 'about.whistleblowing'],
} as const satisfies BundleRoutes;

/** The ids of the pages this bundle owns. */
export type PageId = (typeof ROUTES.pages)[number]['id'];
/** Every page id this bundle may link to: its own and the other bundles' pages it declares in `links`. */
export type LinkTarget = PageId | (typeof ROUTES.links)[number];
