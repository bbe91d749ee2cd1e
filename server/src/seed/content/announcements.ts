import { addDays, formatDateDayFirst } from '@ksei/shared/node';
import {
  bi,
  mmyy,
  pick,
  searchable,
  type Bi,
  type Row,
  type SearchSource,
  type SeedContext,
  type SeedPart,
} from '../model/parts.js';

export const ANNOUNCEMENT_TYPES: readonly { code: string; label: Bi }[] = [
  { code: 'corporate-action', label: { id: 'Tindakan Korporasi', en: 'Corporate Action' } },
  { code: 'securities-registration', label: { id: 'Pendaftaran Efek', en: 'Securities Registration' } },
  { code: 'account-holder', label: { id: 'Pemegang Rekening', en: 'Account Holder' } },
  { code: 'operational', label: { id: 'Operasional', en: 'Operational' } },
  { code: 'isin', label: { id: 'Kode ISIN', en: 'ISIN Code' } },
  { code: 'service-fee', label: { id: 'Biaya Layanan', en: 'Service Fee' } },
];

const TITLES: Readonly<Record<string, (code: string, date: string) => Bi>> = {
  'corporate-action': (code, date) => ({
    id: `Jadwal Pembagian Dividen Tunai ${code} per ${formatDateDayFirst(date, 'id')}`,
    en: `Cash Dividend Distribution Schedule of ${code} as of ${formatDateDayFirst(date, 'en')}`,
  }),
  'securities-registration': (code) => ({
    id: `Pendaftaran Efek Baru ${code} di KSEI`,
    en: `Registration of New Securities ${code} at KSEI`,
  }),
  'account-holder': (code) => ({
    id: `Perubahan Data Pemegang Rekening terkait ${code}`,
    en: `Change of Account Holder Data relating to ${code}`,
  }),
  operational: (_code, date) => ({
    id: `Pengingat Pendistribusian Hak melalui C-BEST per ${formatDateDayFirst(date, 'id')}`,
    en: `Reminder: Distribution of Entitlements through C-BEST as of ${formatDateDayFirst(date, 'en')}`,
  }),
  isin: (code) => ({
    id: `Penerbitan Kode ISIN untuk Efek ${code}`,
    en: `Issuance of ISIN Code for Securities ${code}`,
  }),
  'service-fee': (code) => ({
    id: `Penyesuaian Biaya Layanan Penyimpanan Efek ${code}`,
    en: `Adjustment of the Depository Service Fee for ${code}`,
  }),
};

/**
 * Announcements: ≥ 100 over about eight months, every type in every month, four dated on the seed day
 * (today's announcements is never empty on a freshly seeded site). Codes are real KSEI security codes.
 */
export function announcements(context: SeedContext, count = 120): SeedPart {
  const codes = context.facts.holdingCodes.map((entry) => entry.code);
  const rows: Row[] = [];
  const search: SearchSource[] = [];
  for (let index = 0; index < count; index += 1) {
    const type = pick(ANNOUNCEMENT_TYPES, index);
    const daysAgo = index < 4 ? 0 : Math.floor(((index - 4) * 240) / (count - 4)) + 1;
    const date = addDays(context.today, -daysAgo);
    const code = pick(codes, index * 7);
    const title = (TITLES[type.code] as (code: string, date: string) => Bi)(code, date);
    const number = String(20000 + index * 37).padStart(5, '0');
    const referenceNumber = `KSEI-${number}/JKU/${mmyy(date)}`;
    const id = `ann-${String(index + 1).padStart(4, '0')}`;
    const attachment = context.files.pdf(`announcements/${id}.pdf`, `${referenceNumber} ${title.en}`, `${id}.pdf`);
    rows.push({
      id,
      type: type.code,
      date,
      reference_number: referenceNumber,
      ...bi('title', title),
      attachments: [attachment],
      sample: true,
    });
    search.push({
      type: 'announcement',
      title,
      body: {
        id: `${type.label.id} ${referenceNumber} ${searchable(referenceNumber)}`,
        en: `${type.label.en} ${referenceNumber} ${searchable(referenceNumber)}`,
      },
      resource: 'announcements',
      // The item's key: a published revision replaces these documents by it.
      params: { id },
      date,
    });
  }
  return {
    tables: [
      {
        table: 'announcement_types',
        rows: ANNOUNCEMENT_TYPES.map((t, sort) => ({ code: t.code, ...bi('label', t.label), sort })),
      },
      { table: 'announcements', rows },
    ],
    search,
  };
}
