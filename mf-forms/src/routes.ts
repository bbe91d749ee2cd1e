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
  ],
  links: ['faq', 'about.whistleblowing'],
} as const satisfies BundleRoutes;

/** The ids of the pages this bundle owns. */
export type PageId = (typeof ROUTES.pages)[number]['id'];
/** Every page id this bundle may link to: its own and the other bundles' pages it declares in `links`. */
export type LinkTarget = PageId | (typeof ROUTES.links)[number];
