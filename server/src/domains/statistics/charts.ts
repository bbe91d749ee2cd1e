import {
  CHART_TITLES,
  type ChartData,
  type ChartKind,
  type ChartPoint,
  type ChartQuery,
  type ChartSlug,
  type ChartUnit,
  type Locale,
} from '@ksei/shared/node';
import type { Queryable } from '../../db/database.js';

type Bi = Readonly<Record<Locale, string>>;

/** How each chart draws, what it counts and what it is, in both languages. */
const CHARTS: Readonly<
  Record<ChartSlug, { kind: ChartKind; unit: ChartUnit; secondaryUnit: ChartUnit | null; description: Bi }>
> = {
  assets: {
    kind: 'bar',
    unit: 'rp-trillion',
    secondaryUnit: 'percent',
    description: {
      id: 'Nilai aset investor individu menurut kelompok usia (triliun rupiah), dengan porsi jumlah investornya.',
      en: "Individual investors' asset value by age group (trillion rupiah), with each group's share of investors.",
    },
  },
  gender: {
    kind: 'pie',
    unit: 'percent',
    secondaryUnit: 'rp-trillion',
    description: {
      id: 'Porsi investor individu menurut jenis kelamin, dengan nilai asetnya (triliun rupiah).',
      en: 'Share of individual investors by gender, with their asset value (trillion rupiah).',
    },
  },
  income: {
    kind: 'bar',
    unit: 'percent',
    secondaryUnit: 'rp-trillion',
    description: {
      id: 'Porsi investor individu menurut penghasilan per tahun, dengan nilai asetnya (triliun rupiah).',
      en: 'Share of individual investors by annual income, with their asset value (trillion rupiah).',
    },
  },
  job: {
    kind: 'bar',
    unit: 'percent',
    secondaryUnit: 'rp-trillion',
    description: {
      id: 'Porsi investor individu menurut pekerjaan, dengan nilai asetnya (triliun rupiah) bila sumber menyebutkannya.',
      en: 'Share of individual investors by occupation, with their asset value (trillion rupiah) where the source gives it.',
    },
  },
  product: {
    kind: 'bar',
    unit: 'investors',
    secondaryUnit: null,
    description: {
      id: 'Jumlah investor (SID) menurut produk investasi pada akhir tahun.',
      en: 'Number of investors (SIDs) by investment product at year end.',
    },
  },
  sid: {
    kind: 'line',
    unit: 'investors',
    secondaryUnit: null,
    description: {
      id: 'Jumlah investor pasar modal (SID: saham, surat utang dan reksa dana) dari waktu ke waktu, sampai akhir tahun yang dipilih.',
      en: 'Capital market investors (SIDs: equities, bonds and mutual funds) over time, up to the end of the chosen year.',
    },
  },
  transfer: {
    kind: 'line',
    unit: 'transfers',
    secondaryUnit: null,
    description: {
      id: 'Jumlah instruksi pemindahbukuan efek per bulan.',
      en: 'Securities transfer (book-entry) instructions per month.',
    },
  },
  'domestic-map': {
    kind: 'map',
    unit: 'investors',
    secondaryUnit: null,
    description: {
      id: 'Jumlah investor saham menurut provinsi.',
      en: 'Number of stock investors by province.',
    },
  },
};

/** What a chart shows, in the page's language (its page's meta description). */
export function chartDescription(slug: ChartSlug, locale: Locale): string {
  return CHARTS[slug].description[locale];
}

/** The source a sample point names (sample figures written for this rebuild). */
export const SAMPLE_SOURCE: Bi = {
  id: 'Data contoh untuk pembangunan ulang situs ini, bukan angka resmi KSEI',
  en: 'Sample data written for this site rebuild, not official KSEI figures',
};

/** A point as the table holds it (the CSV download lists these). */
export interface PointDbRow {
  period: string;
  category: string;
  label: string;
  value: number;
  secondary: number | null;
  as_of: string;
  note: string | null;
  source_name: string;
  source_url: string;
  sample: boolean;
}

export interface ChartSeries {
  readonly data: ChartData;
  readonly points: readonly PointDbRow[];
}

/** A chart's series for the asked period (the latest where it has no such period); undefined when the chart has no data. */
export async function chartSeries(db: Queryable, slug: ChartSlug, query: ChartQuery): Promise<ChartSeries | undefined> {
  const locale = query.locale;
  const periods = await db.query<{ value: string; as_of: string; sample: boolean }>(
    `select period as value, max(as_of) as as_of, bool_or(sample) as sample from statistics_points
     where chart = $1 group by period order by period`,
    [slug],
  );
  const latest = periods.at(-1);
  if (!latest) return undefined;
  const chosen = periods.find((period) => period.value === query.period) ?? latest;
  const rows = await db.query<PointDbRow>(
    `select period, category, label_${locale} as label, value, secondary, as_of, note_${locale} as note,
       source_name, source_url, sample
     from statistics_points where chart = $1 and period = $2 order by position`,
    [slug, chosen.value],
  );
  // The series' source: its real points' (the latest one's where they differ); sample points say so.
  const real = rows.filter((row) => !row.sample);
  const lead = real.at(-1);
  const source = lead ? lead.source_name : SAMPLE_SOURCE[locale];
  const sourceUrl = lead ? lead.source_url : '';
  const points: ChartPoint[] = rows.map((row) => {
    // A sample point is marked by `sample`; a real one names its source where it is not the series'.
    const differs = !row.sample && (row.source_name !== source || row.source_url !== sourceUrl);
    return {
      key: row.category,
      label: row.label,
      value: row.value,
      secondary: row.secondary,
      sample: row.sample,
      note: row.note,
      source: differs ? row.source_name : null,
      sourceUrl: differs ? row.source_url : null,
    };
  });
  const chart = CHARTS[slug];
  return {
    points: rows,
    data: {
      slug,
      title: CHART_TITLES[slug][locale],
      kind: chart.kind,
      unit: chart.unit,
      secondaryUnit: chart.secondaryUnit,
      periods: periods.map((period) => ({ value: period.value, asOf: period.as_of, sample: period.sample })),
      period: chosen.value,
      asOf: chosen.as_of,
      source,
      sourceUrl,
      sample: rows.some((row) => row.sample),
      description: chart.description[locale],
      points,
    },
  };
}
