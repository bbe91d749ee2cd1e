import { CONTENT_PAGE_KEYS, type ContentBlock } from '@ksei/shared/node';
import { bi, type Bi, type Row, type SearchSource, type SeedContext, type SeedPart } from '../model/parts.js';
import { kseiRegulationTitle } from './regulations.js';

type Locale = 'id' | 'en';
interface PageSeed {
  readonly title: Bi;
  readonly summary: Bi;
  readonly blocks: (locale: Locale) => ContentBlock[];
  readonly sample: boolean;
}

const p = (text: string): ContentBlock => ({ type: 'paragraph', text });
const h = (text: string): ContentBlock => ({ type: 'heading', text });
const list = (items: readonly string[], ordered = false): ContentBlock => ({
  type: 'list',
  ordered,
  items: [...items],
});

/**
 * A sample page: its summary (shown as the page's lead, so never repeated in the blocks), a heading
 * with a list of points, and a closing paragraph.
 */
function simple(title: Bi, summary: Bi, heading: Bi, points: readonly Bi[], closing: Bi): PageSeed {
  return {
    title,
    summary,
    sample: true,
    blocks: (l) => [h(heading[l]), list(points.map((point) => point[l])), p(closing[l])],
  };
}

function pages(context: SeedContext): Record<string, PageSeed> {
  const facts = context.facts.reference;
  const wb = facts.whistleblowing;
  const kseiDecrees = context.facts.regulations.filter((r) => /fee/i.test(r.description));
  return {
    overview: {
      title: { id: 'Sekilas KSEI', en: 'KSEI at a Glance' },
      summary: {
        id: 'PT Kustodian Sentral Efek Indonesia (KSEI) adalah Lembaga Penyimpanan dan Penyelesaian di pasar modal Indonesia.',
        en: "PT Kustodian Sentral Efek Indonesia (KSEI) is the Indonesian capital market's Central Securities Depository.",
      },
      sample: false,
      blocks: (l) => [
        p(
          facts.history
            .map((event) => event.text[l])
            .slice(0, 3)
            .join(' '),
        ),
        p(facts.history[3]?.text[l] ?? ''),
        h(l === 'id' ? 'Sistem' : 'Systems'),
        list(facts.systems[l]),
        h(l === 'id' ? 'Pemegang saham' : 'Shareholders'),
        p(facts.shareholdersStatement[l]),
        { type: 'pageLink', pageId: 'about.journey', text: l === 'id' ? 'Perjalanan KSEI' : "KSEI's journey" },
      ],
    },
    journey: {
      title: { id: 'Perjalanan KSEI', en: "KSEI's Journey" },
      summary: {
        id: 'Tonggak sejarah KSEI sejak didirikan pada 1997.',
        en: 'Milestones since KSEI was established in 1997.',
      },
      sample: false,
      blocks: (l) => [
        {
          type: 'timeline',
          items: facts.history.map((event) => ({ date: event.date, title: event.title[l], text: event.text[l] })),
        },
      ],
    },
    governance: simple(
      { id: 'Tata Kelola Perusahaan', en: 'Corporate Governance' },
      {
        id: 'KSEI menerapkan prinsip tata kelola perusahaan yang baik dalam setiap kegiatan usahanya.',
        en: 'KSEI applies good corporate governance principles throughout its business.',
      },
      { id: 'Prinsip', en: 'Principles' },
      [
        { id: 'Transparansi', en: 'Transparency' },
        { id: 'Akuntabilitas', en: 'Accountability' },
        { id: 'Responsibilitas', en: 'Responsibility' },
        { id: 'Independensi', en: 'Independence' },
        { id: 'Kewajaran', en: 'Fairness' },
      ],
      {
        id: 'Pedoman tata kelola ditinjau secara berkala oleh Direksi dan Dewan Komisaris.',
        en: 'The governance guidelines are reviewed regularly by the Board of Directors and the Board of Commissioners.',
      },
    ),
    stakeholders: simple(
      { id: 'Pemangku Kepentingan', en: 'Stakeholders' },
      {
        id: 'KSEI melayani dan bekerja sama dengan berbagai pemangku kepentingan pasar modal.',
        en: 'KSEI serves and works with the capital market’s stakeholders.',
      },
      { id: 'Pemangku kepentingan utama', en: 'Main stakeholders' },
      [
        { id: 'Otoritas Jasa Keuangan', en: 'Financial Services Authority (OJK)' },
        { id: 'Bursa Efek Indonesia dan KPEI', en: 'Indonesia Stock Exchange and KPEI' },
        {
          id: 'Pemegang rekening: perusahaan efek dan bank kustodian',
          en: 'Account holders: securities companies and custodian banks',
        },
        { id: 'Penerbit efek dan biro administrasi efek', en: 'Issuers and registrars' },
        { id: 'Investor', en: 'Investors' },
      ],
      {
        id: 'Masukan pemangku kepentingan menjadi dasar pengembangan layanan dan regulasi KSEI.',
        en: "Stakeholders' feedback shapes KSEI's services and regulations.",
      },
    ),
    'anti-bribery': simple(
      { id: 'Anti-Penyuapan dan Anti-Korupsi', en: 'Anti-Bribery and Anti-Corruption' },
      {
        id: 'KSEI tidak menoleransi penyuapan, gratifikasi ilegal maupun korupsi dalam bentuk apa pun.',
        en: 'KSEI tolerates no bribery, illegal gratuities or corruption of any kind.',
      },
      { id: 'Komitmen', en: 'Commitments' },
      [
        { id: 'Sistem manajemen anti-penyuapan', en: 'An anti-bribery management system' },
        { id: 'Larangan menerima gratifikasi', en: 'No gratuities accepted' },
        { id: 'Uji tuntas mitra usaha', en: 'Due diligence on business partners' },
      ],
      {
        id: 'Dugaan pelanggaran dapat dilaporkan melalui sistem whistleblowing.',
        en: 'Suspected violations can be reported through the whistleblowing system.',
      },
    ),
    whistleblowing: {
      title: { id: 'Whistleblowing', en: 'Whistleblowing' },
      // The intro is the page's lead: the blocks go on from there.
      summary: wb.intro,
      sample: false,
      blocks: (l) => [
        h(l === 'id' ? 'Pihak yang dapat dilaporkan' : 'Reporting criteria: violations by'),
        list(wb.reportedParties[l]),
        h(l === 'id' ? 'Jenis pelanggaran' : 'Types of violation'),
        list(wb.violationTypes[l], true),
        h(l === 'id' ? 'Kerahasiaan dan perlindungan pelapor' : 'Confidentiality and whistleblower protection'),
        list(
          l === 'id'
            ? ['KSEI menjamin kerahasiaan identitas pelapor.', 'KSEI melindungi pelapor dari tindakan pembalasan.']
            : [
                "KSEI keeps the whistleblower's identity confidential.",
                'KSEI protects the whistleblower from retaliation.',
              ],
        ),
        h(l === 'id' ? 'Media komunikasi' : 'Communication media'),
        p(`${wb.email} — ${wb.emailNote[l]}`),
        { type: 'pageLink', pageId: 'whistleblowingForm', text: l === 'id' ? 'Kirim laporan' : 'Submit a report' },
      ],
    },
    disclaimer: simple(
      { id: 'Penafian Umum', en: 'Disclaimer' },
      {
        id: 'Informasi di situs ini disajikan sebagaimana adanya untuk keperluan informasi umum.',
        en: 'The information on this site is provided as is, for general information.',
      },
      { id: 'Ketentuan', en: 'Terms' },
      [
        {
          id: 'KSEI berupaya menjaga keakuratan informasi namun tidak menjamin kelengkapannya.',
          en: 'KSEI strives for accuracy but does not guarantee completeness.',
        },
        { id: 'Hak cipta atas isi situs dimiliki KSEI.', en: 'The site’s content is copyright of KSEI.' },
      ],
      {
        id: 'Penggunaan informasi sepenuhnya menjadi tanggung jawab pengguna.',
        en: 'Use of the information is at the user’s own risk.',
      },
    ),
    terms: simple(
      { id: 'Ketentuan dan Kebijakan', en: 'Terms and Policies' },
      {
        id: 'Ketentuan penggunaan situs dan kebijakan privasi KSEI.',
        en: "KSEI's website terms of use and privacy policy.",
      },
      { id: 'Kebijakan', en: 'Policies' },
      [
        { id: 'Kebijakan privasi situs', en: 'Website privacy policy' },
        { id: 'Ketentuan penggunaan', en: 'Terms of use' },
        { id: 'Kebijakan kuki', en: 'Cookie policy' },
      ],
      {
        id: 'Dengan menggunakan situs ini Anda menyetujui ketentuan tersebut.',
        en: 'By using this site you agree to these terms.',
      },
    ),
    'securities-registration': service(
      'Pendaftaran Efek',
      'Securities Registration',
      'pendaftaran efek di KSEI',
      'registering securities at KSEI',
    ),
    'account-holder-administration': service(
      'Administrasi Pemegang Rekening',
      'Account Holder Administration',
      'pembukaan dan pengelolaan rekening efek pemegang rekening',
      "opening and managing account holders' securities accounts",
    ),
    'investor-account-administration': service(
      'Administrasi Rekening Investor dan Sub Rekening Efek',
      'Investor and Sub Securities Account Administration',
      'pengelolaan sub rekening efek dan SID investor',
      "managing investors' securities sub-accounts and SIDs",
    ),
    'service-users': service(
      'Pengguna Jasa',
      'Service Users',
      'pendaftaran pengguna jasa KSEI',
      'registering as a KSEI service user',
    ),
    guidance: service('Panduan', 'Guidance', 'panduan penggunaan layanan KSEI', "guides to KSEI's services"),
    'online-account-opening': service(
      'Pembukaan Rekening Daring',
      'Online Account Opening',
      'pembukaan rekening efek secara daring',
      'opening a securities account online',
    ),
    'service-fee': {
      title: { id: 'Biaya Layanan', en: 'Service Fee' },
      summary: {
        id: `Biaya layanan jasa KSEI diatur dalam ${context.facts.reference.serviceFeeRule.id}.`,
        en: `KSEI's service fees are governed by ${context.facts.reference.serviceFeeRule.en}.`,
      },
      sample: true,
      blocks: (l) => [
        p(l === 'id' ? 'Tabel di bawah ini adalah contoh.' : 'The tables below are examples.'),
        {
          type: 'table',
          caption: l === 'id' ? 'Biaya penyimpanan' : 'Depository fees',
          columns: l === 'id' ? ['Layanan', 'Dasar pengenaan', 'Biaya'] : ['Service', 'Basis', 'Fee'],
          rows: [
            [
              l === 'id' ? 'Penyimpanan efek ekuitas' : 'Equity custody',
              l === 'id' ? 'Nilai efek per tahun' : 'Securities value per year',
              '0,005%',
            ],
            [
              l === 'id' ? 'Penyimpanan efek utang' : 'Debt securities custody',
              l === 'id' ? 'Nilai nominal per tahun' : 'Nominal value per year',
              '0,003%',
            ],
            [
              l === 'id' ? 'Penyimpanan reksa dana' : 'Mutual fund custody',
              l === 'id' ? 'NAB per tahun' : 'NAV per year',
              '0,002%',
            ],
          ],
        },
        {
          type: 'table',
          caption: l === 'id' ? 'Biaya transaksi' : 'Transaction fees',
          columns: l === 'id' ? ['Instruksi', 'Satuan', 'Biaya'] : ['Instruction', 'Unit', 'Fee'],
          rows: [
            ['DVP/RVP', l === 'id' ? 'per instruksi' : 'per instruction', 'Rp 25.000'],
            ['DFOP/RFOP', l === 'id' ? 'per instruksi' : 'per instruction', 'Rp 15.000'],
            [
              l === 'id' ? 'Penarikan efek' : 'Securities withdrawal',
              l === 'id' ? 'per sertifikat' : 'per certificate',
              'Rp 50.000',
            ],
          ],
        },
        h(l === 'id' ? 'Keputusan terkait biaya' : 'Fee decrees'),
        list(kseiDecrees.map((r) => `${r.decree} — ${kseiRegulationTitle(r)[l]}`)),
        {
          type: 'pageLink',
          pageId: 'regulations.kseiRegulations',
          text: l === 'id' ? 'Peraturan KSEI' : 'KSEI regulations',
        },
      ],
    },
    'operational-schedule': {
      title: { id: 'Jadwal Operasional', en: 'Operational Schedule' },
      summary: { id: 'Hari dan jam layanan operasional KSEI.', en: "KSEI's operating days and hours." },
      sample: true,
      blocks: (l) => [
        p(
          l === 'id'
            ? 'KSEI beroperasi pada hari bursa mengikuti kalender Bursa Efek Indonesia. Hari libur dan cuti bersama diumumkan setiap tahun.'
            : 'KSEI operates on exchange days following the Indonesia Stock Exchange calendar. Holidays and collective leave days are announced every year.',
        ),
        {
          type: 'table',
          caption: l === 'id' ? 'Jam layanan' : 'Service hours',
          columns: l === 'id' ? ['Layanan', 'Hari', 'Jam'] : ['Service', 'Days', 'Hours'],
          rows: [
            ['C-BEST', l === 'id' ? 'Senin–Jumat (hari bursa)' : 'Monday–Friday (exchange days)', '07:00–17:30'],
            ['S-INVEST', l === 'id' ? 'Senin–Jumat (hari bursa)' : 'Monday–Friday (exchange days)', '08:00–17:00'],
            ['AKSes', l === 'id' ? 'Setiap hari' : 'Every day', '00:00–24:00'],
            [
              l === 'id' ? 'Layanan pengguna jasa' : 'Service user support',
              l === 'id' ? 'Senin–Jumat' : 'Monday–Friday',
              '08:30–17:00',
            ],
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          text: l === 'id' ? `Alamat: ${facts.contact.address.id}` : `Address: ${facts.contact.address.en}`,
        },
      ],
    },
    'asset-management-services': service(
      'Layanan Jasa Pengelolaan Aset',
      'Asset Management Services',
      'pembukaan, penutupan, pemblokiran dan perubahan data rekening efek',
      'opening, closing, blocking and changing securities accounts',
    ),
    'security-depository': service(
      'Layanan Jasa Penyimpanan',
      'Custodial Services',
      'penyetoran, penarikan dan rekonsiliasi efek',
      'deposit, withdrawal and reconciliation of securities',
    ),
    'settlement-services': service(
      'Layanan Jasa Penyelesaian Transaksi Efek',
      'Settlement of Securities Transactions',
      'penyelesaian transaksi bursa dan di luar bursa',
      'settling exchange and OTC transactions',
    ),
    'corporate-action-services': service(
      'Layanan Jasa Tindakan Korporasi',
      'Corporate Action Services',
      'pendistribusian dividen, saham bonus dan hak lainnya',
      'distributing dividends, bonus shares and other entitlements',
    ),
    'infrastructure-provider-services': service(
      'Layanan Jasa Penyedia Infrastruktur Investasi',
      'Infrastructure Investment Services',
      'S-INVEST bagi pelaku industri pengelolaan investasi',
      'S-INVEST for the investment management industry',
    ),
    'other-services': service(
      'Layanan Jasa Lainnya',
      'Other Services',
      'eASY.KSEI, AKSes dan layanan informasi',
      'eASY.KSEI, AKSes and information services',
    ),
    'product-investment-registration': service(
      'Prosedur Pendaftaran Produk Investasi',
      'Product Investment Registration Procedure',
      'pendaftaran produk investasi di S-INVEST',
      'registering investment products in S-INVEST',
    ),
    's-invest-registration': service(
      'Prosedur Pendaftaran S-INVEST',
      'S-INVEST Registration Procedure',
      'pendaftaran pengguna S-INVEST',
      'registering as an S-INVEST user',
    ),
  };
}

/** A service page: what it covers, the steps, and where to ask. */
function service(titleId: string, titleEn: string, aboutId: string, aboutEn: string): PageSeed {
  return {
    title: { id: titleId, en: titleEn },
    summary: { id: `Layanan KSEI untuk ${aboutId}.`, en: `KSEI's service for ${aboutEn}.` },
    sample: true,
    blocks: (l) => [
      p(
        l === 'id'
          ? 'Layanan ini diberikan sesuai regulasi pasar modal dan Peraturan KSEI yang berlaku.'
          : 'The service is provided under the applicable capital market regulations and KSEI Regulations.',
      ),
      h(l === 'id' ? 'Langkah' : 'Steps'),
      list(
        l === 'id'
          ? [
              'Siapkan dokumen yang dipersyaratkan.',
              'Ajukan permohonan melalui pemegang rekening atau langsung ke KSEI.',
              'KSEI memverifikasi dan memproses permohonan.',
            ]
          : [
              'Prepare the required documents.',
              'Apply through an account holder or directly to KSEI.',
              'KSEI verifies and processes the application.',
            ],
        true,
      ),
      {
        type: 'callout',
        tone: 'info',
        text:
          l === 'id'
            ? 'Pertanyaan dapat disampaikan melalui halaman Hubungi Kami.'
            : 'Questions can be sent through the Contact Us page.',
      },
      { type: 'pageLink', pageId: 'contact', text: l === 'id' ? 'Hubungi Kami' : 'Contact us' },
    ],
  };
}

function blockText(block: ContentBlock): string {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
    case 'callout':
    case 'pageLink':
      return block.text;
    case 'list':
      return block.items.join(' ');
    case 'table':
      return [block.caption ?? '', ...block.columns, ...block.rows.flat()].join(' ');
    case 'timeline':
      return block.items.map((item) => `${item.title} ${item.text ?? ''}`).join(' ');
    case 'files':
      return block.files.map((file) => file.name).join(' ');
  }
}

/** Content pages for every key of CONTENT_PAGE_KEYS. */
export function contentPages(context: SeedContext): SeedPart {
  const seeds = pages(context);
  const updatedAt = context.today;
  const rows: Row[] = [];
  const search: SearchSource[] = [];
  for (const key of Object.keys(CONTENT_PAGE_KEYS)) {
    const seed = seeds[key];
    if (!seed) throw new Error(`seed: no content page for "${key}"`);
    const blocks = { id: seed.blocks('id'), en: seed.blocks('en') };
    rows.push({
      key,
      ...bi('title', seed.title),
      ...bi('summary', seed.summary),
      blocks_id: blocks.id,
      blocks_en: blocks.en,
      updated_at: updatedAt,
      sample: seed.sample,
    });
    // The summary is the page's lead, not a block: searched all the same.
    const body = (locale: Locale) => [seed.summary[locale], ...blocks[locale].map(blockText)].join(' ');
    search.push({
      type: 'page',
      title: seed.title,
      body: { id: body('id'), en: body('en') },
      resource: 'content',
      category: key,
    });
  }
  return { tables: [{ table: 'content_pages', rows }], search };
}
