import { bi, type Bi, type Row, type SearchSource, type SeedContext, type SeedPart } from '../model/parts.js';

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

/** The FAQ: the legacy site's real questions, then sample ones per category. */
export function faq(context: SeedContext): SeedPart {
  const search: SearchSource[] = [];
  const facts = context.facts.reference;
  const faqs: Row[] = [];
  const addFaq = (category: string, question: Bi, answer: Bi, sample: boolean): void => {
    const id = `faq-${String(faqs.length + 1).padStart(3, '0')}`;
    faqs.push({ id, category, sort: faqs.length, ...bi('question', question), ...bi('answer', answer), sample });
    // The key a published revision replaces the question's documents by.
    search.push({ type: 'faq', title: question, body: answer, resource: 'faq', params: { id } });
  };
  // Real: the legacy site's FAQ (server/seed/reference-facts.json).
  facts.faq.forEach((entry) => addFaq('services', entry.question, entry.answer, false));
  SAMPLE_FAQ.forEach((entry) => addFaq(entry.category, entry.question, entry.answer, true));

  return {
    tables: [
      {
        table: 'faq_categories',
        rows: FAQ_CATEGORIES.map((c, sort) => ({ code: c.code, ...bi('label', c.label), sort })),
      },
      { table: 'faqs', rows: faqs },
    ],
    search,
  };
}
