import type { ContentBlock } from '@ksei/shared/node';
import { addDays, formatDateDayFirst, monthName } from '@ksei/shared/node';
import {
  bi,
  pick,
  slugify,
  type Bi,
  type Row,
  type SearchSource,
  type SeedContext,
  type SeedPart,
} from '../model/parts.js';

/**
 * Which release of its topic this is (`n`, from 1 for the oldest) and the release's date: a title or lead that names
 * a year, quarter or month names the date's own, so no sample contradicts the date it carries.
 */
interface When {
  readonly n: number;
  readonly year: number;
  /** 1–12. */
  readonly month: number;
}

interface Topic {
  readonly title: (when: When) => Bi;
  readonly lead: (when: When) => Bi;
  readonly points: (when: When) => Bi[];
}

const QUARTERS = {
  id: ['I', 'II', 'III', 'IV'],
  en: ['First', 'Second', 'Third', 'Fourth'],
} as const;

const quarter = (month: number, locale: 'id' | 'en'): string => pick(QUARTERS[locale], Math.floor((month - 1) / 3));

/** As many as the topic's rounds in the default 44 releases: no city twice. */
const CITIES = ['Medan', 'Makassar', 'Surabaya', 'Denpasar', 'Pontianak', 'Palembang'];

const AWARDS: readonly Bi[] = [
  { id: 'Tata Kelola Perusahaan', en: 'Corporate Governance' },
  { id: 'Keterbukaan Informasi', en: 'Information Disclosure' },
  { id: 'Kepatuhan Anti-Penyuapan', en: 'Anti-Bribery Compliance' },
];

const TOPICS: readonly Topic[] = [
  {
    title: ({ year, month }) => ({
      id: `Jumlah Investor Pasar Modal Terus Bertumbuh pada Triwulan ${quarter(month, 'id')} ${year}`,
      en: `Capital Market Investor Numbers Keep Growing in the ${quarter(month, 'en')} Quarter of ${year}`,
    }),
    lead: ({ year, month }) => ({
      id: `KSEI mencatat pertumbuhan jumlah Single Investor Identification (SID) sejak awal triwulan ${quarter(month, 'id')} ${year}, didorong oleh investor muda dan pembukaan rekening secara daring.`,
      en: `KSEI recorded growth in the number of Single Investor Identifications (SID) since the start of the ${quarter(month, 'en').toLowerCase()} quarter of ${year}, driven by young investors and online account opening.`,
    }),
    points: () => [
      { id: 'Investor di bawah 30 tahun mendominasi pertumbuhan.', en: 'Investors under 30 lead the growth.' },
      { id: 'Pembukaan rekening daring mempercepat proses.', en: 'Online account opening speeds up the process.' },
    ],
  },
  {
    title: ({ n }) => ({
      id: `KSEI Gelar Edukasi Pasar Modal di ${pick(CITIES, n)}`,
      en: `KSEI Holds Capital Market Education in ${pick(CITIES, n)}`,
    }),
    lead: () => ({
      id: 'Bersama Bursa Efek Indonesia dan KPEI, KSEI mengajak masyarakat mengenal investasi yang aman melalui fasilitas AKSes.',
      en: 'Together with the Indonesia Stock Exchange and KPEI, KSEI invited the public to learn about safe investing with the AKSes facility.',
    }),
    points: () => [
      {
        id: 'Peserta mempelajari cara memantau portofolio melalui AKSes.',
        en: 'Participants learned to monitor their portfolio with AKSes.',
      },
      {
        id: 'Sesi tanya jawab tentang regulasi perlindungan investor.',
        en: 'A question-and-answer session on investor-protection regulation.',
      },
    ],
  },
  {
    title: ({ n }) => ({
      id: `Penyempurnaan Layanan C-BEST Tahap ${n}`,
      en: `C-BEST Service Enhancements, Phase ${n}`,
    }),
    lead: ({ n }) => ({
      id: `KSEI menerapkan penyempurnaan tahap ${n} pada C-BEST untuk mempercepat penyelesaian transaksi dan memperkuat keamanan sistem.`,
      en: `KSEI rolled out phase ${n} of C-BEST enhancements to speed up settlement and strengthen system security.`,
    }),
    points: () => [
      { id: 'Waktu pemrosesan instruksi lebih singkat.', en: 'Shorter instruction processing times.' },
      { id: 'Pemantauan keamanan berlapis.', en: 'Layered security monitoring.' },
    ],
  },
  {
    title: ({ n }) => ({
      id: `S-INVEST Perluas Integrasi dengan ${n + 3} Bank Kustodian`,
      en: `S-INVEST Extends Integration to ${n + 3} Custodian Banks`,
    }),
    lead: () => ({
      id: 'Integrasi S-INVEST mempermudah manajer investasi dan bank kustodian dalam pengelolaan reksa dana.',
      en: 'S-INVEST integration makes mutual-fund administration easier for investment managers and custodian banks.',
    }),
    points: () => [
      {
        id: 'Data transaksi reksa dana tersedia lebih cepat.',
        en: 'Mutual-fund transaction data is available sooner.',
      },
      { id: 'Rekonsiliasi harian otomatis.', en: 'Automated daily reconciliation.' },
    ],
  },
  {
    // The annual meeting (on the previous financial year) is held in the first half of the year; later in
    // the year a meeting is an extraordinary one. This topic comes round at most once per half-year.
    title: ({ year, month }) =>
      month <= 6
        ? {
            id: `Rapat Umum Pemegang Saham Tahunan KSEI ${year}`,
            en: `KSEI Annual General Meeting of Shareholders ${year}`,
          }
        : {
            id: `Rapat Umum Pemegang Saham Luar Biasa KSEI ${year}`,
            en: `KSEI Extraordinary General Meeting of Shareholders ${year}`,
          },
    lead: ({ year, month }) =>
      month <= 6
        ? {
            id: `Rapat Umum Pemegang Saham Tahunan menyetujui laporan tahunan dan laporan keuangan tahun buku ${year - 1}.`,
            en: `The Annual General Meeting of Shareholders approved the annual report and financial statements for financial year ${year - 1}.`,
          }
        : {
            id: 'Rapat Umum Pemegang Saham Luar Biasa menyetujui perubahan susunan pengurus perseroan.',
            en: "The Extraordinary General Meeting of Shareholders approved changes to the company's board.",
          },
    points: ({ month }) =>
      month <= 6
        ? [
            { id: 'Laporan tahunan disetujui.', en: 'Annual report approved.' },
            { id: 'Penetapan auditor independen.', en: 'Independent auditor appointed.' },
          ]
        : [
            { id: 'Susunan Direksi dan Dewan Komisaris ditetapkan.', en: 'The boards’ composition confirmed.' },
            { id: 'Masa jabatan pengurus ditetapkan.', en: 'Terms of office set.' },
          ],
  },
  {
    title: ({ n }) => ({
      id: `eASY.KSEI Dukung ${n * 120} Rapat Umum Pemegang Saham Elektronik`,
      en: `eASY.KSEI Supports ${n * 120} Electronic General Meetings`,
    }),
    lead: () => ({
      id: 'Sistem eASY.KSEI memudahkan pemegang saham hadir dan memberikan suara secara elektronik.',
      en: 'The eASY.KSEI system lets shareholders attend and vote electronically.',
    }),
    points: () => [
      { id: 'Kehadiran daring terus meningkat.', en: 'Online attendance keeps rising.' },
      { id: 'Pemungutan suara elektronik yang aman.', en: 'Secure electronic voting.' },
    ],
  },
  {
    // A different award each time: this topic can come round twice in one year.
    title: ({ n, year }) => ({
      id: `KSEI Raih Penghargaan ${pick(AWARDS, n - 1).id} ${year}`,
      en: `KSEI Wins ${pick(AWARDS, n - 1).en} Award ${year}`,
    }),
    lead: () => ({
      id: 'Penghargaan ini mencerminkan komitmen KSEI terhadap tata kelola perusahaan yang baik, keterbukaan dan sistem whistleblowing yang terlindungi.',
      en: "The award reflects KSEI's commitment to good corporate governance, transparency and a protected whistleblowing system.",
    }),
    points: () => [
      { id: 'Penerapan prinsip anti-penyuapan.', en: 'Anti-bribery principles in practice.' },
      { id: 'Transparansi kepada pemangku kepentingan.', en: 'Transparency towards stakeholders.' },
    ],
  },
  {
    title: ({ year, month }) => ({
      id: `Pembukaan Rekening Efek Daring Capai Rekor Baru pada ${monthName(month, 'id')} ${year}`,
      en: `Online Securities Account Opening Sets a New Record in ${monthName(month, 'en')} ${year}`,
    }),
    lead: ({ year, month }) => ({
      id: `Jumlah pembukaan rekening efek harian secara daring mencapai rekor baru pada ${monthName(month, 'id')} ${year}: proses dengan verifikasi data kependudukan makin diminati investor.`,
      en: `Daily online securities account openings reached a new record in ${monthName(month, 'en')} ${year}: opening an account with population-data verification is increasingly popular with investors.`,
    }),
    points: () => [
      { id: 'Verifikasi identitas elektronik.', en: 'Electronic identity verification.' },
      { id: 'SID diterbitkan lebih cepat.', en: 'SIDs are issued faster.' },
    ],
  },
];

/** Press releases: ≥ 40, newest first, about every 24 days back from the seed date; some with images. */
export function pressReleases(context: SeedContext, count = 44): SeedPart {
  const rows: Row[] = [];
  const search: SearchSource[] = [];
  for (let index = 0; index < count; index += 1) {
    const topic = pick(TOPICS, index);
    // Counted from the oldest release of the topic, so phases and counts grow with the dates.
    const rounds = Math.ceil((count - (index % TOPICS.length)) / TOPICS.length);
    const n = rounds - Math.floor(index / TOPICS.length);
    const date = addDays(context.today, -index * 24 - 1);
    const when: When = { n, year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
    const title = topic.title(when);
    const lead = topic.lead(when);
    const points = topic.points(when);
    // The manifest's sample slug must exist so its detail page answers 200.
    const slug = index === 0 ? 'contoh-siaran-pers' : `${slugify(title.en)}-${date.slice(0, 7)}`;
    const imageCount = index % 4 === 3 ? 0 : (index % 3) + 1;
    const images = Array.from({ length: imageCount }, (_, i) => {
      const file = context.files.jpeg(`press-releases/${slug}-${i + 1}.jpg`, title.en, 640, 400);
      return {
        ...file,
        caption_id: `Dokumentasi ${title.id} (${i + 1})`,
        caption_en: `${title.en} (${i + 1})`,
      };
    });
    const body = (locale: 'id' | 'en'): ContentBlock[] => [
      {
        type: 'paragraph',
        text:
          locale === 'id'
            ? `Jakarta, ${formatDateDayFirst(date, 'id')} — ${lead.id}`
            : `Jakarta, ${formatDateDayFirst(date, 'en')} — ${lead.en}`,
      },
      { type: 'list', items: points.map((point) => point[locale]) },
      {
        type: 'paragraph',
        text:
          locale === 'id'
            ? 'KSEI sebagai Lembaga Penyimpanan dan Penyelesaian di pasar modal Indonesia terus meningkatkan layanan bagi pengguna jasa dan investor.'
            : "As the Indonesian capital market's central securities depository, KSEI keeps improving its services to service users and investors.",
      },
    ];
    rows.push({
      slug,
      date,
      ...bi('title', title),
      ...bi('summary', lead),
      body_id: body('id'),
      body_en: body('en'),
      images,
      sample: true,
    });
    search.push({
      type: 'pressRelease',
      title,
      body: {
        id: `${lead.id} ${points.map((p) => p.id).join(' ')}`,
        en: `${lead.en} ${points.map((p) => p.en).join(' ')}`,
      },
      resource: 'pressReleases',
      params: { slug },
      date,
    });
  }
  return { tables: [{ table: 'press_releases', rows }], search };
}
