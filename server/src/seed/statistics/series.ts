import fs from 'node:fs';
import path from 'node:path';
import { publisher } from '../../domains/statistics/sources.js';
import { parseCsv } from '../../text/csv.js';

/**
 * The charts' series, built from the public files in `server/seed/` (see its SOURCES.md) and, where no
 * public series exists, from flagged sample figures written here. One row per point of
 * `statistics_points`.
 */
export interface PointRow {
  readonly chart: string;
  readonly period: string;
  readonly position: number;
  readonly category: string;
  readonly label_id: string;
  readonly label_en: string;
  readonly value: number;
  readonly secondary: number | null;
  readonly as_of: string;
  readonly note_id: string | null;
  readonly note_en: string | null;
  readonly source_name: string;
  readonly source_url: string;
  readonly sample: boolean;
}

export const DEMOGRAPHICS_FILE = 'investor_demographics.csv';
export const SID_TOTALS_FILE = 'investor_sid_totals.csv';
export const LAMPUNG_FILE = 'province_example_lampung.csv';

function csv(seedDir: string, name: string): Record<string, string>[] {
  return parseCsv(fs.readFileSync(path.join(seedDir, name), 'utf8'));
}

/** A month or day the source states (`2023-08`, `2021-10-14`); rows without one are left out. */
const DATED = /^\d{4}-\d{2}(-\d{2})?$/;

type Bi = readonly [id: string, en: string];

/** The demographics file's categories in the site's words. */
const CATEGORY_LABELS: Readonly<Record<string, Bi>> = {
  male: ['Laki-laki', 'Male'],
  female: ['Perempuan', 'Female'],
  '<=30': ['≤ 30 tahun', '≤ 30 years'],
  '<30': ['< 30 tahun', '< 30 years'],
  '31-40': ['31–40 tahun', '31–40 years'],
  '41-50': ['41–50 tahun', '41–50 years'],
  '51-60': ['51–60 tahun', '51–60 years'],
  '>60': ['> 60 tahun', '> 60 years'],
  '<Rp10 juta': ['< Rp10 juta', '< Rp10 million'],
  'Rp10-100 juta': ['Rp10–100 juta', 'Rp10–100 million'],
  'Rp100-500 juta': ['Rp100–500 juta', 'Rp100–500 million'],
  'Rp500 juta-1 miliar': ['Rp500 juta–1 miliar', 'Rp500 million–1 billion'],
  '>Rp1 miliar': ['> Rp1 miliar', '> Rp1 billion'],
  'employee (civil servant/private/teacher)': [
    'Pegawai (negeri, swasta, guru)',
    'Employee (civil servant, private, teacher)',
  ],
  student: ['Pelajar', 'Student'],
  entrepreneur: ['Pengusaha', 'Entrepreneur'],
  housewife: ['Ibu rumah tangga', 'Homemaker'],
  other: ['Lainnya', 'Other'],
};

/** Which dimension of the demographics file each chart shows, and which measure it plots. */
const DEMOGRAPHIC_CHARTS: readonly {
  readonly chart: 'gender' | 'assets' | 'income' | 'job';
  readonly dimension: string;
  /** `assets`: the asset value is the plotted value and the share the second measure. */
  readonly plots: 'share' | 'assets';
}[] = [
  { chart: 'gender', dimension: 'gender', plots: 'share' },
  { chart: 'assets', dimension: 'age', plots: 'assets' },
  { chart: 'income', dimension: 'income (annual)', plots: 'share' },
  { chart: 'job', dimension: 'occupation', plots: 'share' },
];

const APPROXIMATE: Bi = ['Perkiraan: sumber menyebut "setengah"', 'Approximate: the source says "half"'];

/** `62.45` → 62.45; `~50 ('setengah')` → 50, approximate; empty → null. */
function figure(text: string | undefined): { value: number; approximate: boolean } | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return null;
  if (/^-?\d+(\.\d+)?$/.test(trimmed)) return { value: Number(trimmed), approximate: false };
  const match = /^~(\d+(\.\d+)?)/.exec(trimmed);
  if (match) return { value: Number(match[1]), approximate: true };
  throw new Error(`${DEMOGRAPHICS_FILE}: unreadable figure "${trimmed}"`);
}

export function demographicPoints(seedDir: string): PointRow[] {
  const rows = csv(seedDir, DEMOGRAPHICS_FILE).filter((row) => DATED.test(row['period'] ?? ''));
  const points: PointRow[] = [];
  for (const { chart, dimension, plots } of DEMOGRAPHIC_CHARTS) {
    const positions = new Map<string, number>();
    for (const row of rows.filter((candidate) => candidate['dimension'] === dimension)) {
      const category = row['category'] ?? '';
      const labels = CATEGORY_LABELS[category];
      if (!labels) throw new Error(`${DEMOGRAPHICS_FILE}: no label for ${dimension} "${category}"`);
      const share = figure(row['share_of_investors_pct']);
      const assets = figure(row['asset_value_rp_trillion']);
      const [value, secondary] = plots === 'share' ? [share, assets] : [assets, share];
      if (value === null) continue;
      const period = row['period'] ?? '';
      const position = positions.get(period) ?? 0;
      positions.set(period, position + 1);
      const approximate = value.approximate || secondary?.approximate === true;
      const url = row['source_url'] ?? '';
      points.push({
        chart,
        period,
        position,
        category,
        label_id: labels[0],
        label_en: labels[1],
        value: value.value,
        secondary: secondary?.value ?? null,
        as_of: period,
        note_id: approximate ? APPROXIMATE[0] : null,
        note_en: approximate ? APPROXIMATE[1] : null,
        source_name: publisher(url),
        source_url: url,
        sample: false,
      });
    }
  }
  return points;
}

const EXACT: Bi = ['Angka tepat', 'Exact figure'];
const ROUNDED: Bi = ['Angka dibulatkan oleh sumber', 'Rounded by the source'];

export interface SidTotal {
  readonly period: string;
  readonly metric: 'total' | 'stock';
  readonly value: number;
  readonly exact: boolean;
  readonly precision: string;
  readonly sourceUrl: string;
  readonly attribution: string;
}

const METRICS: Readonly<Record<string, SidTotal['metric']>> = {
  total_capital_market_SID: 'total',
  stock_investors: 'stock',
};

/** The dated totals of the SID file (a 2025 row without a stated period is left out), oldest first. */
export function sidTotals(seedDir: string): SidTotal[] {
  return csv(seedDir, SID_TOTALS_FILE)
    .filter((row) => DATED.test(row['period'] ?? ''))
    .map((row) => {
      const metric = METRICS[row['metric'] ?? ''];
      if (!metric) throw new Error(`${SID_TOTALS_FILE}: unknown metric ${row['metric']}`);
      const precision = row['precision_note'] ?? '';
      return {
        period: row['period'] ?? '',
        metric,
        value: Number(row['value']),
        exact: precision.startsWith('exact'),
        precision,
        sourceUrl: row['source_url'] ?? '',
        attribution: row['attribution'] ?? '',
      };
    })
    .sort((a, b) => a.period.localeCompare(b.period));
}

/** The SID chart: one period per year, each showing every capital-market total up to that year's end. */
export function sidPoints(seedDir: string): PointRow[] {
  const totals = sidTotals(seedDir).filter((total) => total.metric === 'total');
  const years = [...new Set(totals.map((total) => total.period.slice(0, 4)))];
  return years.flatMap((year) =>
    totals
      .filter((total) => total.period.slice(0, 4) <= year)
      .map((total, position) => ({
        chart: 'sid',
        period: year,
        position,
        category: total.period,
        label_id: total.period,
        label_en: total.period,
        value: total.value,
        secondary: null,
        as_of: total.period,
        note_id: (total.exact ? EXACT : ROUNDED)[0],
        note_en: (total.exact ? EXACT : ROUNDED)[1],
        source_name: publisher(total.sourceUrl),
        source_url: total.sourceUrl,
        sample: false,
      })),
  );
}

/**
 * Provinces as the domestic map draws them (Natural Earth's 33, see the map's SOURCES.md), with a
 * made-up weight that shapes the sample figures (larger where more investors are plausible).
 */
export const PROVINCES: readonly (readonly [code: string, id: string, en: string, weight: number])[] = [
  ['ID-AC', 'Aceh', 'Aceh', 9],
  ['ID-BA', 'Bali', 'Bali', 14],
  ['ID-BB', 'Kepulauan Bangka Belitung', 'Bangka Belitung Islands', 4],
  ['ID-BE', 'Bengkulu', 'Bengkulu', 4],
  ['ID-BT', 'Banten', 'Banten', 40],
  ['ID-GO', 'Gorontalo', 'Gorontalo', 2],
  ['ID-JA', 'Jambi', 'Jambi', 7],
  ['ID-JB', 'Jawa Barat', 'West Java', 100],
  ['ID-JI', 'Jawa Timur', 'East Java', 80],
  ['ID-JK', 'DKI Jakarta', 'Jakarta', 75],
  ['ID-JT', 'Jawa Tengah', 'Central Java', 60],
  ['ID-KB', 'Kalimantan Barat', 'West Kalimantan', 8],
  ['ID-KI', 'Kalimantan Timur', 'East Kalimantan', 12],
  ['ID-KR', 'Kepulauan Riau', 'Riau Islands', 10],
  ['ID-KS', 'Kalimantan Selatan', 'South Kalimantan', 8],
  ['ID-KT', 'Kalimantan Tengah', 'Central Kalimantan', 5],
  ['ID-LA', 'Lampung', 'Lampung', 13],
  ['ID-MA', 'Maluku', 'Maluku', 3],
  ['ID-MU', 'Maluku Utara', 'North Maluku', 2],
  ['ID-NB', 'Nusa Tenggara Barat', 'West Nusa Tenggara', 7],
  ['ID-NT', 'Nusa Tenggara Timur', 'East Nusa Tenggara', 5],
  ['ID-PA', 'Papua', 'Papua', 4],
  ['ID-PB', 'Papua Barat', 'West Papua', 2],
  ['ID-RI', 'Riau', 'Riau', 14],
  ['ID-SA', 'Sulawesi Utara', 'North Sulawesi', 6],
  ['ID-SB', 'Sumatera Barat', 'West Sumatra', 12],
  ['ID-SG', 'Sulawesi Tenggara', 'Southeast Sulawesi', 4],
  ['ID-SN', 'Sulawesi Selatan', 'South Sulawesi', 18],
  ['ID-SR', 'Sulawesi Barat', 'West Sulawesi', 2],
  ['ID-SS', 'Sumatera Selatan', 'South Sumatra', 14],
  ['ID-ST', 'Sulawesi Tengah', 'Central Sulawesi', 4],
  ['ID-SU', 'Sumatera Utara', 'North Sumatra', 28],
  ['ID-YO', 'DI Yogyakarta', 'Yogyakarta', 16],
];

/**
 * The domestic map: stock investors per province for the periods of the one real provincial series
 * (Lampung, from its regional exchange office); every other province's figure is sample, scaled from
 * Lampung's by the weights above.
 */
export function provincePoints(seedDir: string): PointRow[] {
  const lampung = PROVINCES.find(([code]) => code === 'ID-LA');
  if (!lampung) throw new Error('no Lampung');
  return csv(seedDir, LAMPUNG_FILE).flatMap((row) => {
    const period = row['period'] ?? '';
    const real = Number(row['value']);
    const url = row['source_url'] ?? '';
    return PROVINCES.map(([code, id, en, weight], position): PointRow => {
      const sample = code !== 'ID-LA';
      return {
        chart: 'domestic-map',
        period,
        position,
        category: code,
        label_id: id,
        label_en: en,
        value: sample ? Math.round((real * weight) / lampung[3]) : real,
        secondary: null,
        as_of: period,
        note_id: null,
        note_en: null,
        source_name: sample ? '' : publisher(url),
        source_url: sample ? '' : url,
        sample,
      };
    });
  });
}

/** Sample: investors (SID) by product, at three year-ends. No public series was found. */
const PRODUCTS: readonly (readonly [key: string, id: string, en: string, values: readonly number[]])[] = [
  ['equity', 'Saham', 'Equities', [4_400_000, 5_200_000, 6_300_000]],
  ['mutual-fund', 'Reksa dana', 'Mutual funds', [9_500_000, 11_300_000, 13_900_000]],
  ['government-securities', 'Surat Berharga Negara', 'Government securities', [800_000, 1_000_000, 1_200_000]],
];
const PRODUCT_PERIODS = ['2022-12', '2023-12', '2024-12'] as const;

export function productPoints(): PointRow[] {
  return PRODUCT_PERIODS.flatMap((period, index) =>
    PRODUCTS.map(([key, id, en, values], position) =>
      sample('product', period, position, key, [id, en], values[index] ?? 0),
    ),
  );
}

const MONTHS: readonly Bi[] = [
  ['Januari', 'January'],
  ['Februari', 'February'],
  ['Maret', 'March'],
  ['April', 'April'],
  ['Mei', 'May'],
  ['Juni', 'June'],
  ['Juli', 'July'],
  ['Agustus', 'August'],
  ['September', 'September'],
  ['Oktober', 'October'],
  ['November', 'November'],
  ['Desember', 'December'],
];

/** Sample: securities transfer (book-entry) instructions per month in two years. No public series was found. */
export function transferPoints(): PointRow[] {
  return ['2023', '2024'].flatMap((year, yearIndex) =>
    MONTHS.map(([id, en], month) => {
      // A made-up seasonal shape around a rising base: round numbers, the same on every run.
      const base = 310_000 + yearIndex * 45_000 + month * 2_500;
      const season = [0, -12, 8, -6, 4, -10, 6, 2, -4, 10, 6, 14][month] ?? 0;
      const key = `${year}-${String(month + 1).padStart(2, '0')}`;
      return sample('transfer', year, month, key, [id, en], base + season * 1_000);
    }),
  );
}

function sample(chart: string, period: string, position: number, key: string, [id, en]: Bi, value: number): PointRow {
  return {
    chart,
    period,
    position,
    category: key,
    label_id: id,
    label_en: en,
    value,
    secondary: null,
    as_of: chart === 'transfer' ? key : period,
    note_id: null,
    note_en: null,
    source_name: '',
    source_url: '',
    sample: true,
  };
}

export function allPoints(seedDir: string): PointRow[] {
  return [
    ...demographicPoints(seedDir),
    ...sidPoints(seedDir),
    ...provincePoints(seedDir),
    ...productPoints(),
    ...transferPoints(),
  ];
}
