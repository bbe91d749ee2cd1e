import { addDays } from '@ksei/shared/node';
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

const MEMBERS: readonly {
  board: 'commissioners' | 'directors';
  name: string;
  position: Bi;
  born: Bi;
  education: Bi;
  since: Bi;
}[] = [
  {
    board: 'commissioners',
    name: 'Hendra Wijaya Saputra',
    position: { id: 'Komisaris Utama', en: 'President Commissioner' },
    born: { id: 'Bandung, 12 Maret 1965', en: 'Bandung, 12 March 1965' },
    education: { id: 'Magister Manajemen, Universitas Indonesia', en: 'Master of Management, Universitas Indonesia' },
    since: { id: 'Juni 2022', en: 'June 2022' },
  },
  {
    board: 'commissioners',
    name: 'Ratna Dewi Kusumawardani',
    position: { id: 'Komisaris', en: 'Commissioner' },
    born: { id: 'Yogyakarta, 4 Agustus 1970', en: 'Yogyakarta, 4 August 1970' },
    education: {
      id: 'Magister Akuntansi, Universitas Gadjah Mada',
      en: 'Master of Accounting, Universitas Gadjah Mada',
    },
    since: { id: 'Juni 2022', en: 'June 2022' },
  },
  {
    board: 'commissioners',
    name: 'Bambang Prasetyo Nugroho',
    position: { id: 'Komisaris', en: 'Commissioner' },
    born: { id: 'Semarang, 21 Januari 1968', en: 'Semarang, 21 January 1968' },
    education: { id: 'Sarjana Hukum, Universitas Diponegoro', en: 'Bachelor of Law, Universitas Diponegoro' },
    since: { id: 'Mei 2023', en: 'May 2023' },
  },
  {
    board: 'commissioners',
    name: 'Sri Lestari Handayani',
    position: { id: 'Komisaris Independen', en: 'Independent Commissioner' },
    born: { id: 'Surabaya, 30 Oktober 1972', en: 'Surabaya, 30 October 1972' },
    education: { id: 'Doktor Ilmu Ekonomi, Universitas Airlangga', en: 'Doctor of Economics, Universitas Airlangga' },
    since: { id: 'Mei 2023', en: 'May 2023' },
  },
  {
    board: 'directors',
    name: 'Agus Santoso Wibowo',
    position: { id: 'Direktur Utama', en: 'President Director' },
    born: { id: 'Jakarta, 8 Mei 1971', en: 'Jakarta, 8 May 1971' },
    education: {
      id: 'Magister Keuangan, Institut Teknologi Bandung',
      en: 'Master of Finance, Institut Teknologi Bandung',
    },
    since: { id: 'Juni 2022', en: 'June 2022' },
  },
  {
    board: 'directors',
    name: 'Maya Anggraini Putri',
    position: { id: 'Direktur', en: 'Director' },
    born: { id: 'Padang, 17 Februari 1975', en: 'Padang, 17 February 1975' },
    education: {
      id: 'Magister Sistem Informasi, Universitas Bina Nusantara',
      en: 'Master of Information Systems, Universitas Bina Nusantara',
    },
    since: { id: 'Juni 2022', en: 'June 2022' },
  },
  {
    board: 'directors',
    name: 'Dimas Aryo Pratama',
    position: { id: 'Direktur', en: 'Director' },
    born: { id: 'Malang, 2 September 1976', en: 'Malang, 2 September 1976' },
    education: {
      id: 'Sarjana Teknik Informatika, Institut Teknologi Sepuluh Nopember',
      en: 'Bachelor of Informatics Engineering, Institut Teknologi Sepuluh Nopember',
    },
    since: { id: 'Juni 2022', en: 'June 2022' },
  },
  {
    board: 'directors',
    name: 'Fitri Rahmawati Siregar',
    position: { id: 'Direktur', en: 'Director' },
    born: { id: 'Medan, 25 Juni 1978', en: 'Medan, 25 June 1978' },
    education: {
      id: 'Magister Hukum Bisnis, Universitas Padjadjaran',
      en: 'Master of Business Law, Universitas Padjadjaran',
    },
    since: { id: 'Mei 2024', en: 'May 2024' },
  },
];

const EXPERIENCE: readonly Bi[] = [
  { id: 'Direktur pada perusahaan efek (2015–2022)', en: 'Director at a securities company (2015–2022)' },
  {
    id: 'Kepala Divisi Operasional Pasar Modal (2010–2015)',
    en: 'Head of Capital Market Operations Division (2010–2015)',
  },
  {
    id: 'Anggota komite audit lembaga keuangan (2008–2012)',
    en: 'Audit committee member at a financial institution (2008–2012)',
  },
  { id: 'Kepala Divisi Teknologi Informasi (2012–2018)', en: 'Head of Information Technology Division (2012–2018)' },
  { id: 'Pengajar tamu bidang hukum pasar modal (2005–2010)', en: 'Guest lecturer in capital market law (2005–2010)' },
];

const SHAREHOLDERS: readonly { name: Bi; units: number }[] = [
  { name: { id: 'PT Bursa Efek Indonesia', en: 'PT Bursa Efek Indonesia (Indonesia Stock Exchange)' }, units: 3_750 },
  {
    name: { id: 'PT Kliring Penjaminan Efek Indonesia', en: 'PT Kliring Penjaminan Efek Indonesia (KPEI)' },
    units: 3_750,
  },
  { name: { id: 'Bank Kustodian (8 pemegang saham)', en: 'Custodian banks (8 shareholders)' }, units: 1_500 },
  { name: { id: 'Perusahaan Efek (22 pemegang saham)', en: 'Securities companies (22 shareholders)' }, units: 750 },
  { name: { id: 'Biro Administrasi Efek (2 pemegang saham)', en: 'Registrars (2 shareholders)' }, units: 250 },
];
const NOMINAL_PER_SHARE = 1_000_000;

export const FAQ_CATEGORIES: readonly { code: string; label: Bi }[] = [
  { code: 'services', label: { id: 'Produk Layanan KSEI', en: 'KSEI Service Products' } },
  { code: 'investor', label: { id: 'Investor dan SID', en: 'Investors and SID' } },
  { code: 'akses', label: { id: 'Fasilitas AKSes', en: 'AKSes Facility' } },
  { code: 'corporate-action', label: { id: 'Tindakan Korporasi', en: 'Corporate Actions' } },
  { code: 'whistleblowing', label: { id: 'Whistleblowing', en: 'Whistleblowing' } },
];

const SAMPLE_FAQ: readonly { category: string; question: Bi; answer: Bi }[] = [
  {
    category: 'services',
    question: { id: 'Apa itu C-BEST?', en: 'What is C-BEST?' },
    answer: {
      id: 'C-BEST adalah sistem penyimpanan dan penyelesaian transaksi efek secara pemindahbukuan yang dioperasikan KSEI.',
      en: 'C-BEST is the depository and book-entry settlement system that KSEI operates.',
    },
  },
  {
    category: 'services',
    question: { id: 'Apa itu S-INVEST?', en: 'What is S-INVEST?' },
    answer: {
      id: 'S-INVEST adalah sistem pengelolaan investasi terpadu yang menghubungkan manajer investasi, bank kustodian dan agen penjual reksa dana.',
      en: 'S-INVEST is the integrated investment management system connecting investment managers, custodian banks and mutual-fund selling agents.',
    },
  },
  {
    category: 'services',
    question: { id: 'Efek apa saja yang dapat disimpan di KSEI?', en: 'Which securities can KSEI hold?' },
    answer: {
      id: 'Antara lain saham, obligasi korporasi, waran, surat utang negara, sukuk, reksa dana dan efek beragun aset.',
      en: 'Among others shares, corporate bonds, warrants, government bonds, sukuk, mutual funds and asset-backed securities.',
    },
  },
  {
    category: 'services',
    question: { id: 'Bagaimana cara mengajukan kode ISIN?', en: 'How do I apply for an ISIN code?' },
    answer: {
      id: 'Penerbit mengajukan permohonan kepada KSEI dengan melampirkan dokumen pendukung; kode ISIN diterbitkan setelah verifikasi.',
      en: 'The issuer applies to KSEI with the supporting documents; the ISIN code is issued after verification.',
    },
  },
  {
    category: 'investor',
    question: { id: 'Apa itu SID?', en: 'What is an SID?' },
    answer: {
      id: 'Single Investor Identification (SID) adalah nomor tunggal yang diterbitkan KSEI untuk setiap investor pasar modal.',
      en: 'The Single Investor Identification (SID) is the one number KSEI issues to every capital-market investor.',
    },
  },
  {
    category: 'investor',
    question: { id: 'Bagaimana cara memperoleh SID?', en: 'How do I get an SID?' },
    answer: {
      id: 'SID diterbitkan otomatis saat Anda membuka rekening efek pertama melalui perusahaan efek atau bank kustodian.',
      en: 'The SID is issued automatically when you open your first securities account with a securities company or custodian bank.',
    },
  },
  {
    category: 'investor',
    question: {
      id: 'Apakah satu investor dapat memiliki lebih dari satu SID?',
      en: 'Can one investor hold more than one SID?',
    },
    answer: {
      id: 'Tidak. Satu investor memiliki satu SID, meskipun membuka rekening di beberapa perusahaan efek.',
      en: 'No. An investor has one SID, even with accounts at several securities companies.',
    },
  },
  {
    category: 'investor',
    question: { id: 'Bagaimana jika data kependudukan saya berubah?', en: 'What if my personal data changes?' },
    answer: {
      id: 'Sampaikan perubahan data kepada perusahaan efek atau bank kustodian tempat rekening Anda dibuka.',
      en: 'Report the change to the securities company or custodian bank where your account is held.',
    },
  },
  {
    category: 'akses',
    question: { id: 'Apa itu AKSes?', en: 'What is AKSes?' },
    answer: {
      id: 'AKSes adalah fasilitas bagi investor untuk memantau posisi dan mutasi efek yang tercatat di KSEI.',
      en: 'AKSes lets investors monitor the securities positions and movements recorded at KSEI.',
    },
  },
  {
    category: 'akses',
    question: { id: 'Bagaimana cara mendaftar AKSes?', en: 'How do I register for AKSes?' },
    answer: {
      id: 'Kartu AKSes diberikan saat pembukaan rekening; aktivasi dilakukan melalui situs AKSes dengan SID Anda.',
      en: 'The AKSes card is given at account opening; activate it on the AKSes site with your SID.',
    },
  },
  {
    category: 'akses',
    question: {
      id: 'Saya lupa kata sandi AKSes, apa yang harus dilakukan?',
      en: 'I forgot my AKSes password. What should I do?',
    },
    answer: {
      id: 'Gunakan fitur lupa kata sandi pada halaman masuk AKSes dan ikuti petunjuk yang dikirim ke surel Anda.',
      en: 'Use the forgotten-password link on the AKSes sign-in page and follow the instructions sent to your e-mail.',
    },
  },
  {
    category: 'corporate-action',
    question: { id: 'Apa itu tanggal pencatatan (recording date)?', en: 'What is the recording date?' },
    answer: {
      id: 'Tanggal ketika pemegang efek yang berhak atas suatu tindakan korporasi ditetapkan berdasarkan catatan KSEI.',
      en: 'The date on which holders entitled to a corporate action are determined from KSEI records.',
    },
  },
  {
    category: 'corporate-action',
    question: { id: 'Bagaimana dividen tunai didistribusikan?', en: 'How are cash dividends distributed?' },
    answer: {
      id: 'KSEI mendistribusikan dividen tunai melalui C-BEST kepada pemegang rekening, yang kemudian meneruskannya ke rekening investor.',
      en: 'KSEI distributes cash dividends through C-BEST to account holders, who pass them on to investor accounts.',
    },
  },
  {
    category: 'corporate-action',
    question: {
      id: 'Di mana saya melihat jadwal tindakan korporasi?',
      en: 'Where can I see the corporate-action schedule?',
    },
    answer: {
      id: 'Jadwal tersedia pada halaman Jadwal Tindakan Korporasi di menu Dukungan Layanan.',
      en: 'The schedule is on the Schedule of Corporate Actions page under Service Support.',
    },
  },
  {
    category: 'corporate-action',
    question: {
      id: 'Apakah rapat umum pemegang saham dapat diikuti secara elektronik?',
      en: 'Can I attend a general meeting electronically?',
    },
    answer: {
      id: 'Ya, melalui eASY.KSEI pemegang saham dapat hadir, memberi kuasa dan memberikan suara secara elektronik.',
      en: 'Yes. With eASY.KSEI shareholders can attend, appoint proxies and vote electronically.',
    },
  },
  {
    category: 'whistleblowing',
    question: {
      id: 'Siapa yang dapat dilaporkan melalui sistem whistleblowing?',
      en: 'Who can be reported through the whistleblowing system?',
    },
    answer: {
      id: 'Dewan Komisaris, Direksi, pihak internal, calon karyawan, karyawan kontrak (PKWT) dan pihak alih daya KSEI.',
      en: "KSEI's Board of Commissioners, Board of Directors, internal parties, prospective employees, fixed-term employees (PKWT) and outsourced parties.",
    },
  },
  {
    category: 'whistleblowing',
    question: {
      id: 'Apakah identitas pelapor dirahasiakan?',
      en: "Is the whistleblower's identity kept confidential?",
    },
    answer: {
      id: 'Ya. KSEI menjamin kerahasiaan identitas dan perlindungan bagi pelapor.',
      en: 'Yes. KSEI guarantees the confidentiality of the whistleblower and their protection.',
    },
  },
  {
    category: 'whistleblowing',
    question: { id: 'Ke mana laporan dikirimkan?', en: 'Where do I send a report?' },
    answer: {
      id: 'Melalui formulir whistleblowing di situs ini atau surel lapor@kseiwbs.co.id.',
      en: 'Through the whistleblowing form on this site or by e-mail to lapor@kseiwbs.co.id.',
    },
  },
  {
    category: 'services',
    question: { id: 'Apakah KSEI melayani investor secara langsung?', en: 'Does KSEI serve investors directly?' },
    answer: {
      id: 'Investor dilayani melalui pemegang rekening KSEI, yaitu perusahaan efek dan bank kustodian; KSEI menyediakan AKSes untuk pemantauan.',
      en: 'Investors are served through KSEI account holders — securities companies and custodian banks; KSEI provides AKSes for monitoring.',
    },
  },
  {
    category: 'investor',
    question: { id: 'Apa itu rekening dana nasabah (RDN)?', en: 'What is an investor fund account (RDN)?' },
    answer: {
      id: 'Rekening dana atas nama investor di bank administrator yang digunakan untuk menyelesaikan transaksi efek.',
      en: "An account in the investor's name at an administrator bank, used to settle securities transactions.",
    },
  },
];

export const DIVISIONS: readonly { code: string; label: Bi }[] = [
  { code: 'information-technology', label: { id: 'Teknologi Informasi', en: 'Information Technology' } },
  { code: 'operations', label: { id: 'Operasional Kustodian', en: 'Custody Operations' } },
  { code: 'legal-compliance', label: { id: 'Hukum dan Kepatuhan', en: 'Legal and Compliance' } },
  { code: 'human-capital', label: { id: 'Sumber Daya Manusia', en: 'Human Capital' } },
];

const POSITIONS: readonly { division: string; position: Bi; focus: Bi }[] = [
  {
    division: 'information-technology',
    position: { id: 'Pengembang Perangkat Lunak', en: 'Software Developer' },
    focus: {
      id: 'mengembangkan dan memelihara aplikasi layanan KSEI',
      en: "building and maintaining KSEI's service applications",
    },
  },
  {
    division: 'information-technology',
    position: { id: 'Analis Keamanan Informasi', en: 'Information Security Analyst' },
    focus: {
      id: 'memantau dan memperkuat keamanan sistem C-BEST dan S-INVEST',
      en: 'monitoring and strengthening the security of C-BEST and S-INVEST',
    },
  },
  {
    division: 'information-technology',
    position: { id: 'Administrator Basis Data', en: 'Database Administrator' },
    focus: {
      id: 'mengelola basis data transaksi dan kepemilikan efek',
      en: 'running the transaction and securities-ownership databases',
    },
  },
  {
    division: 'operations',
    position: { id: 'Staf Penyelesaian Transaksi', en: 'Settlement Officer' },
    focus: { id: 'memproses penyelesaian transaksi efek harian', en: 'processing daily securities settlement' },
  },
  {
    division: 'operations',
    position: { id: 'Staf Tindakan Korporasi', en: 'Corporate Action Officer' },
    focus: {
      id: 'mengelola pendistribusian hak tindakan korporasi',
      en: 'handling the distribution of corporate-action entitlements',
    },
  },
  {
    division: 'legal-compliance',
    position: { id: 'Staf Hukum', en: 'Legal Officer' },
    focus: {
      id: 'menyusun dan menelaah regulasi serta perjanjian KSEI',
      en: "drafting and reviewing KSEI's regulations and agreements",
    },
  },
  {
    division: 'legal-compliance',
    position: { id: 'Analis Kepatuhan', en: 'Compliance Analyst' },
    focus: {
      id: 'memastikan kepatuhan terhadap peraturan pasar modal',
      en: 'ensuring compliance with capital-market regulations',
    },
  },
  {
    division: 'human-capital',
    position: { id: 'Staf Pengembangan Talenta', en: 'Talent Development Officer' },
    focus: { id: 'merancang program pelatihan karyawan', en: 'designing employee training programmes' },
  },
  {
    division: 'operations',
    position: { id: 'Staf Layanan Pengguna Jasa', en: 'Service User Support Officer' },
    focus: {
      id: 'melayani pertanyaan pemegang rekening dan penerbit',
      en: 'answering questions from account holders and issuers',
    },
  },
];

/** Management, shareholders, FAQ and careers. */
export function company(context: SeedContext): SeedPart {
  const search: SearchSource[] = [];
  const facts = context.facts.reference;

  const management: Row[] = MEMBERS.map((member, sort) => {
    const experience = [pick(EXPERIENCE, sort), pick(EXPERIENCE, sort + 2)];
    const slug = slugify(member.name);
    search.push({
      type: 'management',
      title: { id: member.name, en: member.name },
      body: { id: `${member.position.id} ${member.education.id}`, en: `${member.position.en} ${member.education.en}` },
      resource: 'management',
    });
    return {
      slug,
      board: member.board,
      sort,
      name: member.name,
      ...bi('position', member.position),
      ...bi('citizenship', { id: 'Indonesia', en: 'Indonesian' }),
      ...bi('born', member.born),
      ...bi('last_education', member.education),
      ...bi('appointed_since', member.since),
      experience_id: experience.map((e) => e.id),
      experience_en: experience.map((e) => e.en),
      sample: true,
    };
  });

  const totalUnits = SHAREHOLDERS.reduce((sum, holder) => sum + holder.units, 0);
  const shareholders: Row[] = SHAREHOLDERS.map((holder, sort) => ({
    sort,
    ...bi('name', holder.name),
    units: holder.units,
    value: holder.units * NOMINAL_PER_SHARE,
    percentage: Math.round((holder.units / totalUnits) * 10_000) / 100,
    sample: true,
  }));

  const faqs: Row[] = [];
  const addFaq = (category: string, question: Bi, answer: Bi, sample: boolean): void => {
    const id = `faq-${String(faqs.length + 1).padStart(3, '0')}`;
    faqs.push({ id, category, sort: faqs.length, ...bi('question', question), ...bi('answer', answer), sample });
    search.push({ type: 'faq', title: question, body: answer, resource: 'faq' });
  };
  // Real: the legacy site's FAQ (server/seed/reference-facts.json).
  facts.faq.forEach((entry) => addFaq('services', entry.question, entry.answer, false));
  SAMPLE_FAQ.forEach((entry) => addFaq(entry.category, entry.question, entry.answer, true));

  const vacancies: Row[] = POSITIONS.map((role, index) => {
    // The manifest's sample slug must exist so its detail page answers 200.
    const slug = index === 0 ? 'contoh-lowongan' : slugify(role.position.en);
    const open = index % 3 !== 2;
    const closingDate = addDays(context.today, open ? 14 + index * 5 : -20 - index * 7);
    const division = DIVISIONS.find((d) => d.code === role.division)?.label ?? { id: '', en: '' };
    const description: Bi = {
      id: `Bergabunglah dengan Divisi ${division.id} KSEI sebagai ${role.position.id}, ${role.focus.id}.`,
      en: `Join KSEI's ${division.en} Division as ${role.position.en}, ${role.focus.en}.`,
    };
    search.push({ type: 'vacancy', title: role.position, body: description, resource: 'vacancies', params: { slug } });
    return {
      slug,
      division: role.division,
      ...bi('position', role.position),
      status: open ? 'open' : 'filled',
      closing_date: closingDate,
      ...bi('description', description),
      specifications_id: [
        `Bertanggung jawab ${role.focus.id}.`,
        'Berkoordinasi dengan divisi terkait.',
        'Menyusun laporan berkala.',
      ],
      specifications_en: [
        `Responsible for ${role.focus.en}.`,
        'Works with related divisions.',
        'Prepares periodic reports.',
      ],
      qualification_requirements_id: [
        'Pendidikan minimal S1 dari jurusan yang relevan.',
        `Pengalaman ${2 + (index % 3)} tahun di bidang terkait.`,
        'Mampu berkomunikasi dalam bahasa Indonesia dan Inggris.',
      ],
      qualification_requirements_en: [
        'Bachelor degree in a relevant field.',
        `${2 + (index % 3)} years of relevant experience.`,
        'Communicates well in Indonesian and English.',
      ],
      ...bi('additional_information', {
        id: 'Hanya kandidat terpilih yang akan dihubungi. KSEI tidak memungut biaya apa pun dalam proses rekrutmen.',
        en: 'Only shortlisted candidates will be contacted. KSEI charges no fee at any stage of recruitment.',
      }),
      sample: true,
    };
  });

  return {
    tables: [
      { table: 'management_members', rows: management },
      { table: 'shareholders', rows: shareholders },
      {
        table: 'faq_categories',
        rows: FAQ_CATEGORIES.map((c, sort) => ({ code: c.code, ...bi('label', c.label), sort })),
      },
      { table: 'faqs', rows: faqs },
      { table: 'divisions', rows: DIVISIONS.map((d, sort) => ({ code: d.code, ...bi('label', d.label), sort })) },
      { table: 'vacancies', rows: vacancies },
    ],
    search,
  };
}
