/** The home page's strings, added to the common namespace as the page loads (`strings.ts`). */
const id = {
  home: {
    heading: 'Kustodian Sentral Efek Indonesia',
    lead: 'Lembaga Penyimpanan dan Penyelesaian yang menyelenggarakan jasa kustodian sentral dan penyelesaian transaksi efek di pasar modal Indonesia.',
    quickLinks: 'Akses cepat',
    keyFigureHeading: 'Investor pasar modal',
    keyFigureSource: 'Sumber: {{source}}',
    pressReleasesHeading: 'Siaran pers terbaru',
    allPressReleases: 'Semua siaran pers',
    noPressReleases: 'Belum ada siaran pers.',
    todayHeading: 'Pengumuman hari ini',
    todayDate: 'Pengumuman tanggal {{date}}',
    noAnnouncementsToday: 'Belum ada pengumuman hari ini.',
    allAnnouncements: 'Semua pengumuman hari ini',
    reference: 'Nomor: {{number}}',
  },
};

const en: typeof id = {
  home: {
    heading: 'Indonesia Central Securities Depository',
    lead: 'The Depository and Settlement Institution that provides central custodian and securities transaction settlement services in the Indonesian capital market.',
    quickLinks: 'Quick links',
    keyFigureHeading: 'Capital market investors',
    keyFigureSource: 'Source: {{source}}',
    pressReleasesHeading: 'Latest press releases',
    allPressReleases: 'All press releases',
    noPressReleases: 'No press releases yet.',
    todayHeading: "Today's announcements",
    todayDate: 'Announcements of {{date}}',
    noAnnouncementsToday: 'There are no announcements today yet.',
    allAnnouncements: "All of today's announcements",
    reference: 'Number: {{number}}',
  },
};

export const HOME_STRINGS = { id, en };
