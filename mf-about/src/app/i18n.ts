import { addSectionResources } from '@ksei/shared';

/** The i18next namespace of this section's own strings (shared strings stay in `common`). */
export const NAMESPACE = 'mf-about';

const id = {
  updatedAt: 'Diperbarui {{date}}',
  whistleblowing: {
    formHeading: 'Sampaikan laporan',
    formText:
      'Laporan dapat disampaikan melalui formulir whistleblowing. Identitas pelapor dan isi laporan dijaga kerahasiaannya.',
    formLink: 'Buka formulir laporan whistleblowing',
  },
  management: {
    boards: { commissioners: 'Dewan Komisaris', directors: 'Direksi' },
    citizenship: 'Kewarganegaraan',
    born: 'Tempat dan tanggal lahir',
    lastEducation: 'Pendidikan terakhir',
    appointedSince: 'Menjabat sejak',
    experience: 'Pengalaman manajemen',
    empty: 'Belum ada data manajemen.',
  },
  shareholders: {
    heading: 'Pemegang saham',
    caption: 'Komposisi pemegang saham KSEI',
    name: 'Nama pemegang saham',
    units: 'Jumlah saham (lembar)',
    value: 'Nilai nominal (Rp)',
    percentage: 'Persentase (%)',
    total: 'Jumlah',
    empty: 'Belum ada data pemegang saham.',
  },
  faq: {
    filters: 'Saring pertanyaan',
    category: 'Kategori',
    allCategories: 'Semua kategori',
    query: 'Cari pertanyaan',
    queryHint: 'Ketik kata kunci, misalnya “SID” atau “rekening”.',
    reset: 'Hapus saringan',
    apply: 'Terapkan',
    count_one: '{{count}} pertanyaan ditemukan',
    count_other: '{{count}} pertanyaan ditemukan',
    none: 'Tidak ada pertanyaan yang cocok. Ubah kata kunci atau pilih kategori lain.',
    otherCategory: 'Lainnya',
  },
  accessibility: {
    lead: 'KSEI ingin situs ini dapat digunakan oleh semua orang, termasuk pengguna pembaca layar, papan ketik saja, pembesaran layar dan tema warna paksa.',
    standardHeading: 'Standar yang dituju',
    standard:
      'Situs ini dibangun untuk memenuhi Web Content Accessibility Guidelines (WCAG) 2.2 tingkat AA, dalam bahasa Indonesia dan bahasa Inggris.',
    testingHeading: 'Cara situs ini diuji',
    testing:
      'Setiap perubahan pada situs diuji otomatis di peramban Chromium sungguhan sebelum diterbitkan. Pemeriksaan yang dijalankan:',
    checks: {
      axe: 'axe-core memeriksa setiap halaman dalam kedua bahasa terhadap aturan WCAG 2.0, 2.1 dan 2.2 tingkat A dan AA.',
      keyboard:
        'Formulir, menu, tab, kalender dan kotak masuk staf dioperasikan dengan papan ketik saja, dengan fokus yang terlihat.',
      reflow:
        'Setiap halaman ditampilkan selebar 320 piksel CSS (setara pembesaran 400 %) tanpa penggulungan ke samping.',
      forcedColours: 'Tombol, tab dan pilihan bahasa tetap terlihat dan dapat dibedakan dalam tema warna paksa.',
      print: 'Halaman dicetak lengkap tanpa bagian yang hanya berfungsi di layar.',
      noScript: 'Halaman dan formulir tetap dapat digunakan tanpa JavaScript.',
    },
    limitsHeading: 'Yang diketahui belum memenuhi standar',
    limits: {
      captcha:
        'Formulir kontak dan whistleblowing dilindungi reCAPTCHA dari Google. Tantangan gambarnya dapat menyulitkan pengguna dengan gangguan penglihatan, dan tantangan suaranya tidak selalu mudah dipahami. Bagian ini berada di luar kendali KSEI. Sebagai gantinya, pesan dan laporan dapat dikirim melalui email yang tercantum di halaman kontak dan halaman whistleblowing.',
      charts:
        'Grafik statistik berupa gambar. Setiap angka yang digambarkan juga tersedia dalam tabel di bawah grafik dan dapat diunduh sebagai CSV.',
      documents:
        'Sebagian dokumen PDF diterbitkan sebagaimana diterima dan mungkin belum ditandai untuk pembaca layar. Mintalah versi yang dapat diakses melalui formulir kontak.',
    },
    reportHeading: 'Melaporkan hambatan',
    report:
      'Jika ada bagian situs yang tidak dapat Anda gunakan, beri tahu kami halaman mana dan apa yang terjadi. Kami akan membalas dan memperbaikinya.',
    reportLink: 'Laporkan hambatan melalui formulir kontak',
    reviewed: 'Pernyataan ini terakhir ditinjau pada {{date}}.',
  },
};

type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

const en: Strings<typeof id> = {
  updatedAt: 'Updated {{date}}',
  whistleblowing: {
    formHeading: 'Submit a report',
    formText:
      'Reports can be submitted through the whistleblowing form. The identity of the reporter and the content of the report are kept confidential.',
    formLink: 'Open the whistleblowing report form',
  },
  management: {
    boards: { commissioners: 'Board of Commissioners', directors: 'Board of Directors' },
    citizenship: 'Citizenship',
    born: 'Place and date of birth',
    lastEducation: 'Last education',
    appointedSince: 'Appointed since',
    experience: 'Management experience',
    empty: 'No management data yet.',
  },
  shareholders: {
    heading: 'Shareholders',
    caption: "Composition of KSEI's shareholders",
    name: 'Shareholder name',
    units: 'Number of shares (units)',
    value: 'Nominal value (IDR)',
    percentage: 'Percentage (%)',
    total: 'Total',
    empty: 'No shareholder data yet.',
  },
  faq: {
    filters: 'Filter questions',
    category: 'Category',
    allCategories: 'All categories',
    query: 'Search questions',
    queryHint: 'Type a keyword, for example “SID” or “account”.',
    reset: 'Clear filters',
    apply: 'Apply',
    count_one: '{{count}} question found',
    count_other: '{{count}} questions found',
    none: 'No question matches. Change the keyword or choose another category.',
    otherCategory: 'Other',
  },
  accessibility: {
    lead: 'KSEI wants everyone to be able to use this website, including people who use a screen reader, a keyboard only, screen magnification or a forced-colours theme.',
    standardHeading: 'The standard we aim for',
    standard:
      'This website is built to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, in Indonesian and in English.',
    testingHeading: 'How this website is tested',
    testing:
      'Every change to the website is tested automatically in a real Chromium browser before it is published. The checks are:',
    checks: {
      axe: 'axe-core checks every page in both languages against the WCAG 2.0, 2.1 and 2.2 level A and AA rules.',
      keyboard:
        'The forms, menus, tabs, calendar and the staff inbox are operated with the keyboard alone, with a visible focus.',
      reflow: 'Every page is shown 320 CSS pixels wide (as at 400 % zoom) without scrolling sideways.',
      forcedColours: 'Buttons, tabs and the language choice stay visible and distinct in a forced-colours theme.',
      print: 'Pages print whole, without the parts that only work on screen.',
      noScript: 'Pages and forms still work without JavaScript.',
    },
    limitsHeading: 'What is known not to meet the standard',
    limits: {
      captcha:
        "The contact and whistleblowing forms are protected by Google's reCAPTCHA. Its picture challenges can be hard for people with low vision, and its audio challenges are not always easy to understand. This part is outside KSEI's control. Instead, messages and reports can be sent by the e-mail addresses given on the contact and whistleblowing pages.",
      charts:
        'Statistics charts are pictures. Every figure a chart draws is also in the table below it and can be downloaded as CSV.',
      documents:
        'Some PDF documents are published as received and may not be tagged for screen readers. Ask for an accessible version through the contact form.',
    },
    reportHeading: 'Reporting a barrier',
    report: 'If you cannot use part of this website, tell us which page and what happened. We will reply and fix it.',
    reportLink: 'Report a barrier through the contact form',
    reviewed: 'This statement was last reviewed on {{date}}.',
  },
};

export const strings = { id, en };

/** Registers the section's strings on the shared i18next instance (once; idempotent). */
export function registerStrings(): void {
  addSectionResources(NAMESPACE, strings);
}
