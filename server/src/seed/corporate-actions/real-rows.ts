import fs from 'node:fs';
import path from 'node:path';
import type { CorporateActionType } from '@ksei/shared/node';
import { parseCsv } from '../../text/csv.js';
import type { CorporateActionRecord } from './record.js';

/** Real corporate actions from issuers' disclosures as the press reported them, in server/seed. */
export const CORPORATE_ACTION_SEED_FILE = 'corporate_action_examples.csv';

/**
 * What the file does not say in a form the table holds: the type, the Indonesian (and tidied English)
 * texts, what a date cell's remark meant, and one URL where the source column names several or a path.
 * Keyed by `code|action_type` as the file writes them, so an edited file fails loudly instead of drifting.
 */
interface RowText {
  readonly type: CorporateActionType;
  readonly description: readonly [id: string, en: string];
  readonly amount: readonly [id: string, en: string];
  readonly notes?: readonly [id: string, en: string];
  /** Exercise or trading period of a voluntary action, from the notes. */
  readonly election?: readonly [start: string, end: string];
  /** When the source column holds no absolute URL first. */
  readonly sourceUrl?: string | null;
}

const NOT_IN_EXCERPT: readonly [string, string] = [
  'Tanggal ex dan pencatatan tidak disebutkan dalam kutipan sumber.',
  'Ex and recording dates are not in the source excerpt.',
];

const TEXTS: Readonly<Record<string, RowText>> = {
  'SMAR|Cash dividend (interim 2024)': {
    type: 'cash-dividend',
    description: ['Dividen tunai (interim 2024)', 'Cash dividend (interim 2024)'],
    amount: ['Rp105/saham; total Rp301,58 miliar', 'Rp105/share; total Rp301.58 billion'],
  },
  'AVIA|Cash dividend (interim 2024)': {
    type: 'cash-dividend',
    description: ['Dividen tunai (interim 2024)', 'Cash dividend (interim 2024)'],
    amount: ['Rp11/saham; total Rp665,81 miliar', 'Rp11/share; total Rp665.81 billion'],
  },
  'TBLA|Cash dividend (interim 2024)': {
    type: 'cash-dividend',
    description: ['Dividen tunai (interim 2024)', 'Cash dividend (interim 2024)'],
    amount: ['Rp35/saham', 'Rp35/share'],
    notes: NOT_IN_EXCERPT,
  },
  'MEGA|Cash dividend (FY2023, AGM 2024-03-01)': {
    type: 'cash-dividend',
    description: ['Dividen tunai (tahun buku 2023, RUPS 1 Maret 2024)', 'Cash dividend (FY2023, AGM 1 March 2024)'],
    amount: ['Rp209,3/saham; total Rp2,46 triliun', 'Rp209.3/share; total Rp2.46 trillion'],
  },
  'ASII|Cash dividend (final FY2023; AGM 2024-04-30)': {
    type: 'cash-dividend',
    description: [
      'Dividen tunai final (tahun buku 2023; RUPS 30 April 2024)',
      'Final cash dividend (FY2023; AGM 30 April 2024)',
    ],
    amount: [
      'Rp421/saham; total Rp17,04 triliun (seluruh tahun buku 2023 Rp519/saham, termasuk dividen interim Rp98 yang dibayar 31 Oktober 2023)',
      'Rp421/share; total Rp17.04 trillion (FY2023 in all Rp519/share, including the interim Rp98 paid on 31 October 2023)',
    ],
    notes: ['Tanggal lain tidak disebutkan dalam kutipan sumber.', 'Other dates are not in the source excerpt.'],
  },
  'DMAS|Cash dividend (interim FY2023)': {
    type: 'cash-dividend',
    description: ['Dividen tunai (interim tahun buku 2023)', 'Cash dividend (interim FY2023)'],
    amount: ['Rp12/saham; total Rp578,37 miliar', 'Rp12/share; total Rp578.37 billion'],
    notes: [
      'Tanggal ex pasar reguler sebagaimana dilaporkan sumber.',
      'Regular-market ex date as the source reported it.',
    ],
  },
  'TURI|Cash dividend (interim 2021)': {
    type: 'cash-dividend',
    description: ['Dividen tunai (interim 2021)', 'Cash dividend (interim 2021)'],
    amount: ['Rp29/saham; total Rp161,82 miliar', 'Rp29/share; total Rp161.82 billion'],
  },
  'CLEO|Cash dividend (interim 2021)': {
    type: 'cash-dividend',
    description: ['Dividen tunai (interim 2021)', 'Cash dividend (interim 2021)'],
    amount: ['Rp2,5/saham; total Rp29,9 miliar', 'Rp2.5/share; total Rp29.9 billion'],
  },
  'ISAT|Cash dividend (interim FY2021)': {
    type: 'cash-dividend',
    description: ['Dividen tunai (interim tahun buku 2021)', 'Cash dividend (interim FY2021)'],
    amount: ['Rp920,14/saham; total Rp4,99 triliun', 'Rp920.14/share; total Rp4.99 trillion'],
    notes: [
      'Tanggal pencatatan dan pembayaran terpotong dalam kutipan sumber.',
      'Recording and payment dates are cut off in the source excerpt.',
    ],
  },
  'BJTM|Cash dividend (FY2019, paid 2020)': {
    type: 'cash-dividend',
    description: ['Dividen tunai (tahun buku 2019, dibayar 2020)', 'Cash dividend (FY2019, paid in 2020)'],
    amount: ['Rp48,20/saham', 'Rp48.20/share'],
    notes: [
      'Batas penyampaian SKD/DGT (dokumen tax treaty) 13 Mei 2020.',
      'SKD/DGT (tax-treaty document) deadline 13 May 2020.',
    ],
  },
  'FREN|Rights issue (PMHMETD V / HMETD distribution)': {
    type: 'rights-issue',
    description: [
      'Penawaran Umum Terbatas V dengan HMETD (distribusi HMETD)',
      'Rights issue V (PMHMETD V; distribution of rights)',
    ],
    amount: ['Rasio 178 saham lama : 75 HMETD', 'Ratio 178 old shares : 75 rights'],
    notes: [
      'Ex-right pasar reguler dan negosiasi 17 April 2024; perdagangan HMETD 22 April – 6 Mei 2024.',
      'Ex-right (regular and negotiated market) 17 April 2024; rights trading 22 April – 6 May 2024.',
    ],
    election: ['2024-04-22', '2024-05-06'],
    sourceUrl: 'https://web.ksei.co.id/ksei_news/read/16972',
  },
  'FREN|Merger into XL (security cessation)': {
    type: 'merger',
    description: ['Penggabungan usaha ke XL (efek berakhir)', 'Merger into XL (the security ceases)'],
    amount: [
      "Kategori KSEI 'stock split/ reverse stock/ amortisasi'; laporan 'voluntary conversion'",
      "KSEI category 'stock split/ reverse stock/ amortisasi'; report 'voluntary conversion'",
    ],
    notes: ['Penggabungan efektif 16 April 2025.', 'The merger took effect on 16 April 2025.'],
    sourceUrl: 'https://web.ksei.co.id/ksei_news/read/17420',
  },
  'BBCA|Stock split 1:5 (KSEI detail shows 2021 mandatory conversion)': {
    type: 'stock-split',
    description: [
      'Pemecahan saham 1:5 (konversi wajib 2021 pada detail efek KSEI)',
      'Stock split 1:5 (2021 mandatory conversion on the KSEI security detail)',
    ],
    amount: [
      'Saham tercatat di BEI 24.408.459.900 → 122.042.299.500',
      'Shares listed on IDX 24,408,459,900 → 122,042,299,500',
    ],
    notes: ['13 Oktober 2021: perubahan rasio harga.', '13 October 2021: the price ratio changed.'],
    sourceUrl: null,
  },
};

/** The leading ISO date of a cell (`2024-04-17 (ex-right RG&NG)` → `2024-04-17`); its remark is in TEXTS. */
function date(row: Readonly<Record<string, string>>, column: string): string | null {
  const cell = (row[column] ?? '').trim();
  if (cell === '') return null;
  const match = /^(\d{4}-\d{2}-\d{2})\b/.exec(cell);
  if (!match) throw new Error(`${CORPORATE_ACTION_SEED_FILE}: ${column} "${cell}" does not start with a date`);
  return match[1] as string;
}

const firstUrl = (source: string): string | null => /https?:\/\/\S+/.exec(source)?.[0] ?? null;

/** The file's rows as table rows: every one is real (not sample), mandatory unless the holder elects. */
export function loadRealCorporateActions(seedDir: string): CorporateActionRecord[] {
  const rows = parseCsv(fs.readFileSync(path.join(seedDir, CORPORATE_ACTION_SEED_FILE), 'utf8'));
  return rows.map((row): CorporateActionRecord => {
    const code = (row['code'] ?? '').trim().toUpperCase();
    const key = `${code}|${row['action_type'] ?? ''}`;
    const text = TEXTS[key];
    if (!text) throw new Error(`${CORPORATE_ACTION_SEED_FILE}: no texts for ${key}`);
    const dates = {
      cum_date: date(row, 'cum_date_regular_negotiated'),
      ex_date: date(row, 'ex_date_regular_negotiated'),
      cum_date_cash: date(row, 'cum_date_cash_market'),
      ex_date_cash: date(row, 'ex_date_cash_market'),
      recording_date: date(row, 'recording_date'),
      distribution_date: date(row, 'payment_or_distribution_date'),
    };
    const first = Object.values(dates).find((value) => value !== null);
    if (!first) throw new Error(`${CORPORATE_ACTION_SEED_FILE}: ${key} has no date`);
    return {
      id: `${code}-${text.type}-${first}`.toLowerCase(),
      code,
      type: text.type,
      kind: text.election ? 'voluntary' : 'mandatory',
      // Every security of the file is (or was) an IDX-listed share.
      market: 'on-exchange',
      description_id: text.description[0],
      description_en: text.description[1],
      amount_id: text.amount[0],
      amount_en: text.amount[1],
      ...dates,
      election_start: text.election?.[0] ?? null,
      election_end: text.election?.[1] ?? null,
      notes_id: text.notes?.[0] ?? null,
      notes_en: text.notes?.[1] ?? null,
      source_url: text.sourceUrl === undefined ? firstUrl(row['source'] ?? '') : text.sourceUrl,
      sample: false,
    };
  });
}
