import type { BundleRoutes } from '@ksei/shared';

/**
 * The pages this section renders: published beside the build as `routes.json`, from
 * which the server composes the live route manifest. Plain data with type-only imports: the build
 * evaluates this file on its own.
 */
export const ROUTES = {
  owner: 'mf-publication',
  pages: [
    {
      id: 'publication.announcement',
      lists: { resource: 'announcements' },
      query: { type: 'choice', month: 'choice', page: 'page' },
      paths: { id: '/id/publikasi/pengumuman', en: '/en/publication/announcement' },
      titles: { id: 'Pengumuman', en: 'Announcement' },
      nav: 'publication',
    },
    {
      // What a preview link opens (the link's token is the last segment): for its holder alone.
      id: 'publication.announcementPreview',
      paths: { id: '/id/publikasi/pengumuman/pratinjau/:slug', en: '/en/publication/announcement/preview/:slug' },
      titles: { id: 'Pratinjau Pengumuman', en: 'Announcement Preview' },
      secret: true,
      parent: 'publication.announcement',
      sampleParams: { slug: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    },
    {
      id: 'publication.events',
      lists: { resource: 'events' },
      query: { page: 'page' },
      paths: { id: '/id/publikasi/kegiatan', en: '/en/publication/events' },
      titles: { id: 'Kegiatan', en: 'Events' },
      nav: 'publication',
    },
    {
      id: 'publication.bulletins',
      lists: { resource: 'bulletins' },
      query: { page: 'page' },
      paths: { id: '/id/publikasi/buletin-ksei', en: '/en/publication/ksei-bulletins' },
      titles: { id: 'Buletin KSEI', en: 'KSEI Bulletins' },
      nav: 'publication',
    },
    {
      id: 'publication.other',
      lists: { resource: 'publications' },
      query: { page: 'page' },
      paths: { id: '/id/publikasi/lain-lain', en: '/en/publication/other' },
      titles: { id: 'Publikasi Lain-lain', en: 'Other Publications' },
      nav: 'publication',
    },
    {
      id: 'publication.pressReleases',
      lists: { resource: 'pressReleases' },
      query: { q: 'text', page: 'page' },
      paths: { id: '/id/publikasi/siaran-pers', en: '/en/publication/press-releases' },
      titles: { id: 'Siaran Pers', en: 'Press Releases' },
      nav: 'publication',
    },
    {
      id: 'publication.pressRelease',
      detail: { resource: 'pressReleases', jsonLd: 'NewsArticle', sitemap: true, feed: true, search: true },
      paths: { id: '/id/publikasi/siaran-pers/:slug', en: '/en/publication/press-releases/:slug' },
      titles: { id: 'Detail Siaran Pers', en: 'Press Release Detail' },
      parent: 'publication.pressReleases',
      sampleParams: { slug: 'contoh-siaran-pers' },
    },
    {
      id: 'todaysAnnouncements',
      legacy: [
        { from: '/todays-announcements?setLocale=id-ID', locale: 'id' },
        { from: '/todays-announcements?setLocale=en-US', locale: 'en' },
      ],
      query: { page: 'page' },
      paths: { id: '/id/pengumuman-hari-ini', en: '/en/pengumuman-hari-ini' },
      titles: { id: 'Pengumuman Hari Ini', en: "Today's Announcements" },
      nav: 'information',
    },
    // The editor pages: protected, each needing the section's edit scope; their data is read in the
    // browser with the session's Authorization header, so nothing of them is rendered on the server.
    {
      id: 'editor.announcements',
      paths: { id: '/id/staf/terbitan/pengumuman', en: '/en/staff/publishing/announcements' },
      titles: { id: 'Penyuntingan Pengumuman', en: 'Announcement Editor' },
      auth: true,
      scope: 'publication:edit',
      query: { q: 'text', working: 'choice', page: 'page' },
    },
    {
      id: 'editor.announcementNew',
      paths: { id: '/id/staf/terbitan/pengumuman-baru', en: '/en/staff/publishing/new-announcement' },
      titles: { id: 'Pengumuman Baru', en: 'New Announcement' },
      auth: true,
      scope: 'publication:edit',
      parent: 'editor.announcements',
    },
    {
      id: 'editor.announcement',
      paths: { id: '/id/staf/terbitan/pengumuman/:slug', en: '/en/staff/publishing/announcements/:slug' },
      titles: { id: 'Sunting Pengumuman', en: 'Edit Announcement' },
      auth: true,
      scope: 'publication:edit',
      parent: 'editor.announcements',
      // An item's number; 0 names none.
      sampleParams: { slug: '0' },
    },
    {
      id: 'editor.announcementBatchNew',
      paths: { id: '/id/staf/terbitan/pengumuman-kumpulan', en: '/en/staff/publishing/announcement-batch' },
      titles: { id: 'Unggah Pengumuman Hari Ini', en: 'Upload Today’s Announcements' },
      auth: true,
      scope: 'publication:edit',
      parent: 'editor.announcements',
    },
    {
      id: 'editor.announcementBatch',
      paths: { id: '/id/staf/terbitan/kumpulan/:slug', en: '/en/staff/publishing/batches/:slug' },
      titles: { id: 'Kumpulan Pengumuman', en: 'Announcement Batch' },
      auth: true,
      scope: 'publication:edit',
      parent: 'editor.announcements',
      // A batch's number; 0 names none.
      sampleParams: { slug: '0' },
    },
    {
      id: 'editor.announcementHistory',
      paths: {
        id: '/id/staf/terbitan/pengumuman/:slug/riwayat',
        en: '/en/staff/publishing/announcements/:slug/history',
      },
      titles: { id: 'Riwayat Pengumuman', en: 'Announcement History' },
      auth: true,
      scope: 'publication:edit',
      parent: 'editor.announcements',
      query: { from: 'choice', to: 'choice' },
      sampleParams: { slug: '0' },
    },
    {
      id: 'editor.pressReleases',
      paths: { id: '/id/staf/terbitan/siaran-pers', en: '/en/staff/publishing/press-releases' },
      titles: { id: 'Penyuntingan Siaran Pers', en: 'Press Release Editor' },
      auth: true,
      scope: 'publication:edit',
      query: { q: 'text', working: 'choice', page: 'page' },
    },
    {
      id: 'editor.pressReleaseNew',
      paths: { id: '/id/staf/terbitan/siaran-pers-baru', en: '/en/staff/publishing/new-press-release' },
      titles: { id: 'Siaran Pers Baru', en: 'New Press Release' },
      auth: true,
      scope: 'publication:edit',
      parent: 'editor.pressReleases',
    },
    {
      id: 'editor.pressRelease',
      paths: { id: '/id/staf/terbitan/siaran-pers/:slug', en: '/en/staff/publishing/press-releases/:slug' },
      titles: { id: 'Sunting Siaran Pers', en: 'Edit Press Release' },
      auth: true,
      scope: 'publication:edit',
      parent: 'editor.pressReleases',
      // An item's number; 0 names none.
      sampleParams: { slug: '0' },
    },
    {
      id: 'editor.pressReleaseHistory',
      paths: {
        id: '/id/staf/terbitan/siaran-pers/:slug/riwayat',
        en: '/en/staff/publishing/press-releases/:slug/history',
      },
      titles: { id: 'Riwayat Siaran Pers', en: 'Press Release History' },
      auth: true,
      scope: 'publication:edit',
      parent: 'editor.pressReleases',
      query: { from: 'choice', to: 'choice' },
      sampleParams: { slug: '0' },
    },
  ],
  links: [],
} as const satisfies BundleRoutes;

/** The ids of the pages this bundle owns. */
export type PageId = (typeof ROUTES.pages)[number]['id'];
/** Every page id this bundle may link to: its own and the other bundles' pages it declares in `links`. */
export type LinkTarget = PageId | (typeof ROUTES.links)[number];
