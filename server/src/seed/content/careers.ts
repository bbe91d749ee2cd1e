import { addDays } from '@ksei/shared/node';
import { bi, slugify, type Bi, type Row, type SearchSource, type SeedContext, type SeedPart } from '../model/parts.js';

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
/** The divisions and their vacancies (sample), open or closed around the seed's day. */
export function careers(context: SeedContext): SeedPart {
  const search: SearchSource[] = [];
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
      { table: 'divisions', rows: DIVISIONS.map((d, sort) => ({ code: d.code, ...bi('label', d.label), sort })) },
      { table: 'vacancies', rows: vacancies },
    ],
    search,
  };
}
