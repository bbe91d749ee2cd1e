import { bi, type Bi, type Row, type SeedContext, type SeedPart } from '../model/parts.js';

const SCHEDULE: readonly [string, string, Bi, Bi, Bi][] = [
  [
    '07:00',
    '08:30',
    { id: 'Persiapan', en: 'Preparation' },
    { id: 'Pembukaan sistem C-BEST dan S-INVEST', en: 'C-BEST and S-INVEST start of day' },
    { id: 'Hari bursa', en: 'Exchange days' },
  ],
  [
    '08:30',
    '12:00',
    { id: 'Penyelesaian', en: 'Settlement' },
    { id: 'Instruksi DVP/RVP transaksi di luar bursa', en: 'OTC DVP/RVP instructions' },
    { id: 'Hari bursa', en: 'Exchange days' },
  ],
  [
    '08:30',
    '16:00',
    { id: 'Pemindahbukuan', en: 'Book entry' },
    { id: 'Instruksi DFOP/RFOP', en: 'DFOP/RFOP instructions' },
    { id: 'Hari bursa', en: 'Exchange days' },
  ],
  [
    '09:00',
    '11:00',
    { id: 'Penyelesaian bursa', en: 'Exchange settlement' },
    { id: 'Penyelesaian transaksi bursa atas instruksi KPEI', en: 'Settlement of exchange trades on KPEI instruction' },
    { id: 'Hari bursa', en: 'Exchange days' },
  ],
  [
    '09:00',
    '15:00',
    { id: 'Penyimpanan', en: 'Depository' },
    { id: 'Konfirmasi penyetoran efek (DCONF)', en: 'Deposit confirmation (DCONF)' },
    { id: 'Hari kerja', en: 'Working days' },
  ],
  [
    '09:00',
    '15:30',
    { id: 'Dana', en: 'Funds' },
    { id: 'Transfer dana (WT) dan pemindahbukuan dana (BTS)', en: 'Wire transfer (WT) and book transfer (BTS)' },
    { id: 'Hari kerja', en: 'Working days' },
  ],
  [
    '10:00',
    '14:00',
    { id: 'Tindakan korporasi', en: 'Corporate actions' },
    { id: 'Pendistribusian hak tindakan korporasi', en: 'Distribution of corporate-action entitlements' },
    { id: 'Tanggal pembayaran', en: 'Payment dates' },
  ],
  [
    '09:00',
    '13:00',
    { id: 'Reksa dana', en: 'Mutual funds' },
    { id: 'Instruksi subscription dan redemption S-INVEST', en: 'S-INVEST subscription and redemption instructions' },
    { id: 'Hari bursa', en: 'Exchange days' },
  ],
  [
    '13:00',
    '16:00',
    { id: 'Reksa dana', en: 'Mutual funds' },
    { id: 'Konfirmasi NAB dan unit penyertaan', en: 'NAV and unit confirmation' },
    { id: 'Hari bursa', en: 'Exchange days' },
  ],
  [
    '16:00',
    '17:30',
    { id: 'Akhir hari', en: 'End of day' },
    { id: 'Rekonsiliasi dan laporan akhir hari', en: 'Reconciliation and end-of-day reports' },
    { id: 'Hari kerja', en: 'Working days' },
  ],
];

/**
 * Instruction schedule and the home page's key figure. (The registered investment products are the
 * securities master's: `server/src/securities`.)
 */
export function services(context: SeedContext): SeedPart {
  const schedule: Row[] = SCHEDULE.map(([start, end, process, activity, time], sort) => ({
    sort,
    start_time: start,
    end_time: end,
    ...bi('process', process),
    ...bi('activity', activity),
    ...bi('operational_time', time),
    sample: true,
  }));

  const sid = latestSidTotal(context);
  return {
    tables: [
      { table: 'instruction_schedule', rows: schedule },
      {
        table: 'key_figures',
        rows: [
          {
            key: 'investors',
            ...bi('label', { id: 'Investor pasar modal (SID)', en: 'Capital-market investors (SID)' }),
            value: sid.value,
            as_of: sid.period,
            source: sid.attribution,
            source_url: sid.sourceUrl,
          },
        ],
      },
    ],
    search: [],
  };
}

/** The newest SID total with an exact figure and a full date (approximations are skipped). */
function latestSidTotal(context: SeedContext): SeedContext['facts']['sidTotals'][number] {
  const exact = context.facts.sidTotals
    .filter((row) => /^\d{4}-\d{2}-\d{2}$/.test(row.period) && row.precision.startsWith('exact'))
    .sort((a, b) => b.period.localeCompare(a.period));
  const latest = exact[0];
  if (!latest) throw new Error('seed: no exact SID total in investor_sid_totals.csv');
  return latest;
}
