import type { SeedContext } from '../model/parts.js';
import { h, list, p, simple, type PageSeed } from './page-blocks.js';

/** The company's own pages (about KSEI, governance, whistleblowing, legal), from the reference facts. */
export function companyPages(context: SeedContext): Record<string, PageSeed> {
  const facts = context.facts.reference;
  const wb = facts.whistleblowing;
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
  };
}
