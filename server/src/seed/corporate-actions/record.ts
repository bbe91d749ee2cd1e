import type { CorporateActionKind, CorporateActionMarket, CorporateActionType } from '@ksei/shared/node';

/** One `corporate_actions` row as the seed writes it (dates ISO, texts per language). */
export interface CorporateActionRecord {
  readonly id: string;
  readonly code: string;
  readonly type: CorporateActionType;
  readonly kind: CorporateActionKind;
  readonly market: CorporateActionMarket;
  readonly description_id: string;
  readonly description_en: string;
  readonly amount_id: string | null;
  readonly amount_en: string | null;
  readonly cum_date: string | null;
  readonly ex_date: string | null;
  readonly cum_date_cash: string | null;
  readonly ex_date_cash: string | null;
  readonly recording_date: string | null;
  readonly distribution_date: string | null;
  readonly election_start: string | null;
  readonly election_end: string | null;
  readonly notes_id: string | null;
  readonly notes_en: string | null;
  readonly source_url: string | null;
  readonly sample: boolean;
}

/** Security types of the master (KSEI's own names) that trade on the exchange; the rest are held outside it. */
const ON_EXCHANGE_TYPES: ReadonlySet<string> = new Set([
  'EQUITY',
  'CORPORATE BOND',
  'SUKUK',
  'GOVERNMENT BOND',
  'SBSN',
  'WARRANT',
  'STRUCTURED WARRANT',
  'RIGHT',
  'EBA',
  'DANA INVESTASI REAL ESTATE',
  'PERPETUAL BONDS',
]);

export const marketOf = (securityType: string): CorporateActionMarket =>
  ON_EXCHANGE_TYPES.has(securityType) ? 'on-exchange' : 'off-exchange';
