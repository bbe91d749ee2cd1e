import type { ContentBlock } from '@ksei/shared/node';
import { daysFrom, longDate } from '../dates.js';
import { bi, pick, slugify, type Bi, type Row, type SearchSource, type SeedContext, type SeedPart } from '../model.js';

interface Topic {
  readonly title: (n: number) => Bi;
  readonly lead: (n: number) => Bi;
  readonly points: Bi[];
}

const TOPICS: readonly Topic[] = [
  {
    title: (n) => ({
      id: `Jumlah Investor Pasar Modal Terus Bertumbuh pada Triwulan ${n}`,
      en: `Capital Market Investor Numbers Keep Growing in Quarter ${n}`,
    }),
    lead: (n) => ({
      id: `KSEI mencatat pertumbuhan jumlah Single Investor Identification (SID) sepanjang triwulan ${n}, didorong oleh investor muda dan pembukaan rekening secara daring.`,
      en: `KSEI recorded growth in the number of Single Investor Identifications (SID) throughout quarter ${n}, driven by young investors and online account opening.`,
    }),
    points: [
      { id: 'Investor di bawah 30 tahun mendominasi pertumbuhan.', en: 'Investors under 30 lead the growth.' },
      { id: 'Pembukaan rekening daring mempercepat proses.', en: 'Online account opening speeds up the process.' },
    ],
  },
  {
    title: (n) => ({
      id: `KSEI Gelar Edukasi Pasar Modal di ${pick(['Medan', 'Makassar', 'Surabaya', 'Denpasar', 'Pontianak'], n)}`,
      en: `KSEI Holds Capital Market Education in ${pick(['Medan', 'Makassar', 'Surabaya', 'Denpasar', 'Pontianak'], n)}`,
    }),
    lead: () => ({
      id: 'Bersama Bursa Efek Indonesia dan KPEI, KSEI mengajak masyarakat mengenal investasi yang aman melalui fasilitas AKSes.',
      en: 'Together with the Indonesia Stock Exchange and KPEI, KSEI invited the public to learn about safe investing with the AKSes facility.',
    }),
    points: [
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
    title: (n) => ({
      id: `Penyempurnaan Layanan C-BEST Tahap ${n}`,
      en: `C-BEST Service Enhancements, Phase ${n}`,
    }),
    lead: (n) => ({
      id: `KSEI menerapkan penyempurnaan tahap ${n} pada C-BEST untuk mempercepat penyelesaian transaksi dan memperkuat keamanan sistem.`,
      en: `KSEI rolled out phase ${n} of C-BEST enhancements to speed up settlement and strengthen system security.`,
    }),
    points: [
      { id: 'Waktu pemrosesan instruksi lebih singkat.', en: 'Shorter instruction processing times.' },
      { id: 'Pemantauan keamanan berlapis.', en: 'Layered security monitoring.' },
    ],
  },
  {
    title: (n) => ({
      id: `S-INVEST Perluas Integrasi dengan ${n + 3} Bank Kustodian`,
      en: `S-INVEST Extends Integration to ${n + 3} Custodian Banks`,
    }),
    lead: () => ({
      id: 'Integrasi S-INVEST mempermudah manajer investasi dan bank kustodian dalam pengelolaan reksa dana.',
      en: 'S-INVEST integration makes mutual-fund administration easier for investment managers and custodian banks.',
    }),
    points: [
      {
        id: 'Data transaksi reksa dana tersedia lebih cepat.',
        en: 'Mutual-fund transaction data is available sooner.',
      },
      { id: 'Rekonsiliasi harian otomatis.', en: 'Automated daily reconciliation.' },
    ],
  },
  {
    title: (n) => ({
      id: `Rapat Umum Pemegang Saham Tahunan KSEI Tahun Buku ${2019 + n}`,
      en: `KSEI Annual General Meeting of Shareholders for Financial Year ${2019 + n}`,
    }),
    lead: (n) => ({
      id: `Rapat Umum Pemegang Saham Tahunan menyetujui laporan tahunan dan laporan keuangan tahun buku ${2019 + n}.`,
      en: `The Annual General Meeting of Shareholders approved the annual report and financial statements for financial year ${2019 + n}.`,
    }),
    points: [
      { id: 'Laporan tahunan disetujui.', en: 'Annual report approved.' },
      { id: 'Penetapan auditor independen.', en: 'Independent auditor appointed.' },
    ],
  },
  {
    title: (n) => ({
      id: `eASY.KSEI Dukung ${n * 120} Rapat Umum Pemegang Saham Elektronik`,
      en: `eASY.KSEI Supports ${n * 120} Electronic General Meetings`,
    }),
    lead: () => ({
      id: 'Sistem eASY.KSEI memudahkan pemegang saham hadir dan memberikan suara secara elektronik.',
      en: 'The eASY.KSEI system lets shareholders attend and vote electronically.',
    }),
    points: [
      { id: 'Kehadiran daring terus meningkat.', en: 'Online attendance keeps rising.' },
      { id: 'Pemungutan suara elektronik yang aman.', en: 'Secure electronic voting.' },
    ],
  },
  {
    title: (n) => ({
      id: `KSEI Raih Penghargaan Tata Kelola Perusahaan ${2020 + n}`,
      en: `KSEI Wins Corporate Governance Award ${2020 + n}`,
    }),
    lead: () => ({
      id: 'Penghargaan ini mencerminkan komitmen KSEI terhadap tata kelola perusahaan yang baik dan sistem whistleblowing yang terlindungi.',
      en: "The award reflects KSEI's commitment to good corporate governance and a protected whistleblowing system.",
    }),
    points: [
      { id: 'Penerapan prinsip anti-penyuapan.', en: 'Anti-bribery principles in practice.' },
      { id: 'Transparansi kepada pemangku kepentingan.', en: 'Transparency towards stakeholders.' },
    ],
  },
  {
    title: (n) => ({
      id: `Pembukaan Rekening Efek Daring Capai Rekor Baru Bulan ke-${n}`,
      en: `Online Securities Account Opening Sets a New Record in Month ${n}`,
    }),
    lead: () => ({
      id: 'Proses pembukaan rekening efek secara daring dengan verifikasi data kependudukan makin diminati investor.',
      en: 'Online securities account opening with population-data verification is increasingly popular with investors.',
    }),
    points: [
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
    const n = Math.floor(index / TOPICS.length) + 1;
    const title = topic.title(n);
    const lead = topic.lead(n);
    const date = daysFrom(context.today, -index * 24 - 1);
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
            ? `Jakarta, ${longDate(date, 'id')} — ${lead.id}`
            : `Jakarta, ${longDate(date, 'en')} — ${lead.en}`,
      },
      { type: 'list', items: topic.points.map((point) => point[locale]) },
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
        id: `${lead.id} ${topic.points.map((p) => p.id).join(' ')}`,
        en: `${lead.en} ${topic.points.map((p) => p.en).join(' ')}`,
      },
      pageId: 'publication.pressRelease',
      params: { slug },
      date,
    });
  }
  return { tables: [{ table: 'press_releases', rows }], search };
}
