import type { BundleRoutes } from '@ksei/shared';

/**
 * The pages this section renders: published beside the build as `routes.json`, from
 * which the server composes the live route manifest. Plain data with type-only imports: the build
 * evaluates this file on its own.
 */
export const ROUTES = {
  owner: 'mf-about',
  pages: [
    {
      id: 'about.overview',
      legacy: [
        { from: '/company/about_us/?setLocale=en-US', locale: 'en' },
        { from: '/company/about_us/?setLocale=id-ID', locale: 'id' },
      ],
      paths: { id: '/id/tentang-ksei/sekilas', en: '/en/about-ksei/overview' },
      titles: { id: 'Sekilas KSEI', en: 'Overview' },
      nav: 'about',
    },
    {
      id: 'about.journey',
      paths: { id: '/id/tentang-ksei/perjalanan', en: '/en/about-ksei/journey' },
      titles: { id: 'Perjalanan', en: 'Journey' },
      nav: 'about',
    },
    {
      id: 'about.management',
      lists: { resource: 'management' },
      paths: { id: '/id/tentang-ksei/manajemen', en: '/en/about-ksei/management' },
      titles: { id: 'Manajemen', en: 'Management' },
      nav: 'about',
    },
    {
      id: 'about.governance',
      paths: { id: '/id/tentang-ksei/tata-kelola-perusahaan', en: '/en/about-ksei/governance' },
      titles: { id: 'Tata Kelola Perusahaan', en: 'Governance' },
      nav: 'about',
    },
    {
      id: 'about.stakeholders',
      paths: { id: '/id/tentang-ksei/pemangku-kepentingan', en: '/en/about-ksei/stakeholders' },
      titles: { id: 'Pemangku Kepentingan', en: 'Stakeholders' },
      nav: 'about',
    },
    {
      id: 'about.antiBribery',
      paths: {
        id: '/id/tentang-ksei/anti-penyuapan-dan-anti-korupsi',
        en: '/en/about-ksei/anti-bribery-and-anti-corruption',
      },
      titles: { id: 'Anti Penyuapan dan Anti Korupsi', en: 'Anti-bribery and Anti-corruption' },
      nav: 'about',
    },
    {
      id: 'about.whistleblowing',
      legacy: [
        { from: '/whistleblowing?setLocale=en-US', locale: 'en' },
        { from: '/whistleblowing?setLocale=id-ID', locale: 'id' },
      ],
      paths: { id: '/id/tentang-ksei/whistleblowing', en: '/en/about-ksei/whistleblowing' },
      titles: { id: 'Whistleblowing', en: 'Whistleblowing' },
      nav: 'about',
    },
    {
      id: 'faq',
      legacy: [
        { from: '/faqs?setLocale=en-US', locale: 'en' },
        { from: '/faqs?setLocale=id-ID', locale: 'id' },
        { from: '/education/akses-facility?setLocale=en-US', locale: 'en' },
      ],
      lists: { resource: 'faq' },
      query: { category: 'choice', q: 'text' },
      paths: { id: '/id/faq', en: '/en/faq' },
      titles: { id: 'Tanya Jawab (FAQ)', en: 'Frequently Asked Questions' },
      nav: 'information',
    },
    {
      id: 'disclaimer',
      legacy: [{ from: '/disclaimer', locale: 'id' }],
      paths: { id: '/id/penafian-umum', en: '/en/disclaimer' },
      titles: { id: 'Penafian Umum', en: 'Disclaimer' },
    },
    {
      id: 'terms',
      paths: { id: '/id/ketentuan-dan-kebijakan', en: '/en/ketentuan-dan-kebijakan' },
      titles: { id: 'Ketentuan dan Kebijakan', en: 'Terms and Policies' },
    },
    {
      id: 'accessibility',
      paths: { id: '/id/pernyataan-aksesibilitas', en: '/en/accessibility-statement' },
      titles: { id: 'Pernyataan Aksesibilitas', en: 'Accessibility Statement' },
    },
    // The editor pages: protected, each needing the section's edit scope; their data is read in the
    // browser with the session's Authorization header, so nothing of them is rendered on the server.
    {
      id: 'editor.faqs',
      paths: { id: '/id/staf/terbitan/faq', en: '/en/staff/publishing/faq' },
      titles: { id: 'Penyuntingan FAQ', en: 'FAQ Editor' },
      auth: true,
      scope: 'about:edit',
      query: { q: 'text', working: 'choice', page: 'page' },
    },
    {
      id: 'editor.faqNew',
      paths: { id: '/id/staf/terbitan/faq-baru', en: '/en/staff/publishing/new-faq' },
      titles: { id: 'Pertanyaan Baru', en: 'New Question' },
      auth: true,
      scope: 'about:edit',
      parent: 'editor.faqs',
    },
    {
      id: 'editor.faq',
      paths: { id: '/id/staf/terbitan/faq/:slug', en: '/en/staff/publishing/faq/:slug' },
      titles: { id: 'Sunting Pertanyaan', en: 'Edit Question' },
      auth: true,
      scope: 'about:edit',
      parent: 'editor.faqs',
      // An item's number; 0 names none.
      sampleParams: { slug: '0' },
    },
    {
      id: 'editor.faqHistory',
      paths: { id: '/id/staf/terbitan/faq/:slug/riwayat', en: '/en/staff/publishing/faq/:slug/history' },
      titles: { id: 'Riwayat Pertanyaan', en: 'Question History' },
      auth: true,
      scope: 'about:edit',
      parent: 'editor.faqs',
      query: { from: 'choice', to: 'choice' },
      sampleParams: { slug: '0' },
    },
  ],
  links: ['whistleblowingForm', 'contact'],
} as const satisfies BundleRoutes;

/** The ids of the pages this bundle owns. */
export type PageId = (typeof ROUTES.pages)[number]['id'];
/** Every page id this bundle may link to: its own and the other bundles' pages it declares in `links`. */
export type LinkTarget = PageId | (typeof ROUTES.links)[number];
