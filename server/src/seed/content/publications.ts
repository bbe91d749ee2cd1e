import { addDays } from '@ksei/shared/node';
import {
  bi,
  mmyy,
  pick,
  slugify,
  type Bi,
  type Row,
  type SearchSource,
  type SeedContext,
  type SeedPart,
} from '../model/parts.js';

const EVENT_KINDS: readonly { title: (n: number) => Bi; summary: Bi }[] = [
  {
    title: (n) => ({ id: `Sekolah Pasar Modal KSEI Angkatan ${n}`, en: `KSEI Capital Market School, Batch ${n}` }),
    summary: {
      id: 'Kelas pengenalan investasi untuk masyarakat umum: rekening efek, SID dan fasilitas AKSes.',
      en: 'An introductory investing class for the public: securities accounts, SID and the AKSes facility.',
    },
  },
  {
    title: (n) => ({
      id: `Sosialisasi Peraturan KSEI bagi Pengguna Jasa Sesi ${n}`,
      en: `KSEI Regulation Briefing for Service Users, Session ${n}`,
    }),
    summary: {
      id: 'Pemaparan regulasi terbaru KSEI beserta tanya jawab dengan pemegang rekening.',
      en: 'A walkthrough of the latest KSEI regulations with questions from account holders.',
    },
  },
  {
    title: (n) => ({
      id: `Lokakarya S-INVEST untuk Manajer Investasi ${n}`,
      en: `S-INVEST Workshop for Investment Managers ${n}`,
    }),
    summary: {
      id: 'Pelatihan teknis penggunaan S-INVEST untuk manajer investasi dan bank kustodian.',
      en: 'Hands-on S-INVEST training for investment managers and custodian banks.',
    },
  },
];

const CITIES: readonly Bi[] = [
  { id: 'Jakarta', en: 'Jakarta' },
  { id: 'Surabaya', en: 'Surabaya' },
  { id: 'Bandung', en: 'Bandung' },
  { id: 'Medan', en: 'Medan' },
  { id: 'Makassar', en: 'Makassar' },
  { id: 'Daring (Zoom)', en: 'Online (Zoom)' },
];

/** Events (some upcoming), bulletins and other publications. */
export function publications(context: SeedContext): SeedPart {
  const events: Row[] = [];
  const bulletins: Row[] = [];
  const others: Row[] = [];
  const search: SearchSource[] = [];

  for (let index = 0; index < 14; index += 1) {
    const kind = pick(EVENT_KINDS, index);
    const n = Math.floor(index / EVENT_KINDS.length) + 1;
    const title = kind.title(n);
    // Two upcoming, the rest spread over the past year and a half.
    const date = addDays(context.today, index < 2 ? 20 - index * 10 : -(index - 1) * 40);
    const slug = slugify(`${title.en} ${date.slice(0, 4)}`);
    const location = pick(CITIES, index);
    events.push({
      slug,
      date,
      ...bi('title', title),
      ...bi('location', location),
      ...bi('summary', kind.summary),
      sample: true,
    });
    search.push({ type: 'event', title, body: kind.summary, resource: 'events', date });
  }

  for (let index = 0; index < 16; index += 1) {
    const date = addDays(context.today, -index * 45 - 3);
    const volume = Number(date.slice(0, 4)) - 2008;
    const edition = `Vol. ${volume} No. ${(index % 4) + 1}`;
    const circularNumber = `SE-${String(40 - index).padStart(4, '0')}/DIR/KSEI/${mmyy(date)}`;
    const title: Bi = {
      id: `Buletin Fokuss ${edition}: ${pick(['Layanan AKSes', 'Pertumbuhan Investor', 'Tata Kelola', 'Inovasi C-BEST'], index)}`,
      en: `Fokuss Bulletin ${edition}: ${pick(['AKSes Services', 'Investor Growth', 'Governance', 'C-BEST Innovation'], index)}`,
    };
    const id = `bulletin-${String(index + 1).padStart(3, '0')}`;
    const file = context.files.pdf(`bulletins/${id}.pdf`, title.en, `fokuss-${slugify(edition)}.pdf`);
    bulletins.push({ id, edition, circular_number: circularNumber, date, ...bi('title', title), file, sample: true });
    search.push({
      type: 'bulletin',
      title,
      body: { id: `Buletin KSEI ${circularNumber}`, en: `KSEI bulletin ${circularNumber}` },
      resource: 'bulletins',
      date,
    });
  }

  const currentYear = Number(context.today.slice(0, 4));
  for (let index = 0; index < 12; index += 1) {
    const year = currentYear - 1 - Math.floor(index / 2);
    const annual = index % 2 === 0;
    const title: Bi = annual
      ? { id: `Laporan Tahunan ${year}`, en: `Annual Report ${year}` }
      : { id: `Laporan Keberlanjutan ${year}`, en: `Sustainability Report ${year}` };
    const date = `${year + 1}-0${annual ? 4 : 5}-30`;
    const id = `publication-${String(index + 1).padStart(3, '0')}`;
    const file = context.files.pdf(`publications/${id}.pdf`, title.en, `${slugify(title.en)}.pdf`);
    others.push({ id, date, ...bi('title', title), file, sample: true });
    search.push({ type: 'publication', title, body: title, resource: 'publications', date });
  }

  return {
    tables: [
      { table: 'events', rows: events },
      { table: 'bulletins', rows: bulletins },
      { table: 'other_publications', rows: others },
    ],
    search,
  };
}
