import fs from 'node:fs';
import path from 'node:path';
import { parseCsv } from '../../text/csv.js';
import type { Bi } from '../../text/bilingual.js';

/** Facts copied into `server/seed/` from public sources (see server/seed/SOURCES.md). */
export interface RealFacts {
  readonly regulations: readonly {
    description: string;
    number: string;
    decree: string;
    source: string;
  }[];
  readonly sidTotals: readonly {
    period: string;
    value: number;
    precision: string;
    sourceUrl: string;
    attribution: string;
  }[];
  readonly isinTickers: readonly { isin: string; code: string; issuer: string }[];
  readonly holdingCodes: readonly { code: string; type: string }[];
  readonly reference: ReferenceFacts;
}

export interface ReferenceFacts {
  readonly history: readonly { date: string; title: Bi; text: Bi }[];
  readonly historySource: string;
  readonly systems: { readonly id: readonly string[]; readonly en: readonly string[] };
  readonly shareholdersStatement: Bi;
  readonly faq: readonly { question: Bi; answer: Bi }[];
  readonly faqSource: string;
  readonly whistleblowing: {
    readonly intro: Bi;
    readonly reportedParties: { readonly id: readonly string[]; readonly en: readonly string[] };
    readonly violationTypes: { readonly id: readonly string[]; readonly en: readonly string[] };
    readonly email: string;
    readonly emailNote: Bi;
    readonly source: string;
  };
  readonly contact: {
    readonly address: Bi;
    readonly callCenter: string;
    readonly website: string;
    readonly source: string;
  };
  readonly capitalMarketLaw: { readonly title: Bi; readonly source: string };
  readonly serviceFeeRule: Bi;
}

function csv(seedDir: string, name: string): Record<string, string>[] {
  return parseCsv(fs.readFileSync(path.join(seedDir, name), 'utf8'));
}

export function loadRealFacts(seedDir: string): RealFacts {
  return {
    regulations: csv(seedDir, 'ksei_regulations.csv').map((row) => ({
      description: row['description'] ?? '',
      number: row['ksei_regulation_number'] ?? '-',
      decree: row['bod_decree_number'] ?? '-',
      source: row['source'] ?? '',
    })),
    sidTotals: csv(seedDir, 'investor_sid_totals.csv')
      .filter((row) => row['metric'] === 'total_capital_market_SID')
      .map((row) => ({
        period: row['period'] ?? '',
        value: Number(row['value']),
        precision: row['precision_note'] ?? '',
        sourceUrl: row['source_url'] ?? '',
        attribution: row['attribution'] ?? '',
      })),
    isinTickers: csv(seedDir, 'isin_tickers.csv')
      .filter((row) => row['luhn_valid'] === 'True' && row['local_code'])
      .map((row) => ({ isin: row['isin'] ?? '', code: row['local_code'] ?? '', issuer: row['issuer'] ?? '' })),
    holdingCodes: csv(seedDir, 'holding_codes_2024-03-28.csv').map((row) => ({
      code: row['code'] ?? '',
      type: row['type'] ?? '',
    })),
    reference: JSON.parse(fs.readFileSync(path.join(seedDir, 'reference-facts.json'), 'utf8')) as ReferenceFacts,
  };
}
