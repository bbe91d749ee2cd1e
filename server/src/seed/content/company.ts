import { bi, pick, slugify, type Bi, type Row, type SearchSource, type SeedPart } from '../model/parts.js';

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

/** The management and the shareholders (sample). */
export function company(): SeedPart {
  const search: SearchSource[] = [];

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

  return {
    tables: [
      { table: 'management_members', rows: management },
      { table: 'shareholders', rows: shareholders },
    ],
    search,
  };
}
