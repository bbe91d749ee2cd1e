import type { CorporateActionType } from '@ksei/shared/node';
import { CORPORATE_ACTION_TYPE_INFO } from '@ksei/shared/node';
import { marketOf, type CorporateActionRecord } from './record.js';

/** A security of the master the sample may use: its code and KSEI type. */
export interface SampleSecurity {
  readonly code: string;
  readonly type: string;
}

const FIRST_MONTH = { year: 2024, month: 1 };
const MONTHS = 36;
const PER_MONTH = 10;

/** Most actions are dividends and coupons, as on KSEI's schedule; every type recurs every two months. */
const TYPE_CYCLE: readonly CorporateActionType[] = [
  'cash-dividend',
  'bond-coupon',
  'cash-dividend',
  'rights-issue',
  'bond-redemption',
  'cash-dividend',
  'bond-coupon',
  'stock-dividend',
  'warrant-exercise',
  'cash-dividend',
  'bond-coupon',
  'bonus-shares',
  'tender-offer',
  'cash-dividend',
  'bond-coupon',
  'stock-split',
  'bond-redemption',
  'reverse-split',
  'merger',
  'warrant-exercise',
];

/** Which master types an action may fall on, listed ones first, and how often it is off the exchange. */
const POOLS: Readonly<
  Record<CorporateActionType, { on: readonly string[]; off: readonly string[]; offShare: number }>
> = {
  'cash-dividend': { on: ['EQUITY'], off: ['MUTUAL FUND', 'EQUITY CROWDFUNDING (ECF)'], offShare: 0.25 },
  'stock-dividend': { on: ['EQUITY'], off: [], offShare: 0 },
  'bonus-shares': { on: ['EQUITY'], off: [], offShare: 0 },
  'rights-issue': { on: ['EQUITY'], off: ['EQUITY CROWDFUNDING (ECF)'], offShare: 0.15 },
  'stock-split': { on: ['EQUITY'], off: [], offShare: 0 },
  'reverse-split': { on: ['EQUITY'], off: [], offShare: 0 },
  merger: { on: ['EQUITY'], off: [], offShare: 0 },
  'tender-offer': { on: ['EQUITY'], off: ['EQUITY CROWDFUNDING (ECF)'], offShare: 0.3 },
  'bond-coupon': {
    on: ['CORPORATE BOND', 'SUKUK', 'GOVERNMENT BOND', 'SBSN'],
    off: ['TERM NOTES', 'SUKUK CROWD FUNDING', 'DEBT CROWD FUNDING'],
    offShare: 0.35,
  },
  'bond-redemption': {
    on: ['CORPORATE BOND', 'SUKUK', 'GOVERNMENT BOND', 'SBSN'],
    off: ['TERM NOTES', 'NEGOTIABLE CERTIFICATE OF DEPOSIT'],
    offShare: 0.35,
  },
  'warrant-exercise': { on: ['WARRANT'], off: [], offShare: 0 },
};

/** mulberry32: a small seeded generator, so every seed run writes the same rows. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const iso = (date: Date): string => date.toISOString().slice(0, 10);

/** Weekdays only (exchange holidays are not modelled: these are sample dates). */
function addBusinessDays(date: Date, days: number): Date {
  const next = new Date(date);
  let left = days;
  while (left > 0) {
    next.setUTCDate(next.getUTCDate() + 1);
    const weekday = next.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return next;
}

/** `1250.5` → `1.250,5` (id) or `1,250.5` (en). */
function formatNumber(value: number, locale: 'id' | 'en'): string {
  const [whole, fraction] = String(value).split('.');
  const grouped = (whole as string).replace(/\B(?=(\d{3})+(?!\d))/g, locale === 'id' ? '.' : ',');
  return fraction === undefined ? grouped : `${grouped}${locale === 'id' ? ',' : '.'}${fraction}`;
}

type Bi = readonly [id: string, en: string];
const rp = (value: number): Bi => [`Rp${formatNumber(value, 'id')}`, `Rp${formatNumber(value, 'en')}`];

type DateColumn =
  | 'cum_date'
  | 'ex_date'
  | 'cum_date_cash'
  | 'ex_date_cash'
  | 'recording_date'
  | 'distribution_date'
  | 'election_start'
  | 'election_end';

interface Draft {
  readonly description: Bi;
  readonly amount: Bi;
  readonly dates: Partial<Record<DateColumn, string>>;
}

/** Texts and dates of one action whose first date is `day`, the way issuers' schedules space them. */
function draft(
  type: CorporateActionType,
  security: SampleSecurity,
  day: Date,
  pick: <T>(list: readonly T[]) => T,
): Draft {
  const bd = (n: number) => iso(addBusinessDays(day, n));
  const year = day.getUTCFullYear();
  const exchangeDates = { cum_date: bd(0), ex_date: bd(1), cum_date_cash: bd(2), ex_date_cash: bd(3) };
  const unit: Bi = security.type === 'MUTUAL FUND' ? ['unit penyertaan', 'participation unit'] : ['saham', 'share'];
  const ratio = (left: number, right: number, what: Bi): Bi => [
    `${left} ${unit[0]} lama : ${right} ${what[0]}`,
    `${left} old ${unit[1]}s : ${right} ${what[1]}`,
  ];
  switch (type) {
    case 'cash-dividend': {
      const [id, en] = rp(pick([5, 8, 10, 12.5, 15, 20, 25, 35, 50, 75, 100, 125, 150, 210, 300, 420]));
      const interim = pick([true, false]);
      return {
        description: interim
          ? [`Dividen tunai (interim ${year})`, `Cash dividend (interim ${year})`]
          : [`Dividen tunai (tahun buku ${year - 1})`, `Cash dividend (FY${year - 1})`],
        amount: [`${id}/${unit[0]}`, `${en} per ${unit[1]}`],
        dates: { ...exchangeDates, recording_date: bd(2), distribution_date: bd(2 + pick([5, 7, 8, 10])) },
      } satisfies Draft;
    }
    case 'stock-dividend':
    case 'bonus-shares': {
      const [left, right] = pick([
        [10, 1],
        [20, 1],
        [25, 2],
        [5, 1],
        [40, 3],
      ] as const);
      const what: Bi =
        type === 'stock-dividend' ? ['saham dividen', 'dividend shares'] : ['saham bonus', 'bonus shares'];
      return {
        description: [
          `${CORPORATE_ACTION_TYPE_INFO[type].id} ${year}`,
          `${CORPORATE_ACTION_TYPE_INFO[type].en} ${year}`,
        ],
        amount: ratio(left, right, what),
        dates: { ...exchangeDates, recording_date: bd(2), distribution_date: bd(2 + pick([5, 8])) },
      } satisfies Draft;
    }
    case 'rights-issue': {
      const [left, right] = pick([
        [4, 1],
        [5, 2],
        [10, 3],
        [178, 75],
        [2, 1],
      ] as const);
      const [id, en] = rp(pick([100, 125, 250, 400, 500, 1100, 1850]));
      return {
        description: ['Penawaran Umum Terbatas dengan HMETD', 'Rights issue'],
        amount: [
          `${ratio(left, right, ['HMETD', 'rights'])[0]}; harga pelaksanaan ${id}`,
          `${ratio(left, right, ['HMETD', 'rights'])[1]}; exercise price ${en}`,
        ],
        dates: {
          ...exchangeDates,
          recording_date: bd(2),
          distribution_date: bd(3),
          election_start: bd(4),
          election_end: bd(4 + pick([5, 7, 10])),
        },
      } satisfies Draft;
    }
    case 'stock-split':
    case 'reverse-split': {
      const factor = pick([2, 4, 5, 10]);
      const [left, right] = type === 'stock-split' ? [1, factor] : [factor, 1];
      return {
        description: [
          `${CORPORATE_ACTION_TYPE_INFO[type].id} ${left}:${right}`,
          `${CORPORATE_ACTION_TYPE_INFO[type].en} ${left}:${right}`,
        ],
        amount: ratio(left, right, ['saham baru', 'new shares']),
        dates: { cum_date: bd(0), ex_date: bd(1), recording_date: bd(2), distribution_date: bd(3) },
      } satisfies Draft;
    }
    case 'merger': {
      const into = pick([0.25, 0.5, 0.8, 1.2, 2]);
      return {
        description: ['Penggabungan usaha (konversi saham)', 'Merger (share conversion)'],
        amount: [
          `1 saham ${security.code} : ${formatNumber(into, 'id')} saham perusahaan penerima`,
          `1 ${security.code} share : ${formatNumber(into, 'en')} shares of the surviving company`,
        ],
        dates: { cum_date: bd(0), recording_date: bd(2), distribution_date: bd(4) },
      } satisfies Draft;
    }
    case 'tender-offer': {
      const [id, en] = rp(pick([150, 480, 750, 1200, 2600]));
      const end = 4 + pick([15, 20, 30]);
      return {
        description: ['Penawaran tender sukarela', 'Voluntary tender offer'],
        amount: [`Harga penawaran ${id}/saham`, `Offer price ${en} per share`],
        dates: { election_start: bd(0), election_end: bd(end), distribution_date: bd(end + 5) },
      } satisfies Draft;
    }
    case 'bond-coupon': {
      const rate = pick([5.5, 6.25, 6.5, 7, 7.75, 8.5, 9.25, 10]);
      const number = pick([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      return {
        description: [`Pembayaran bunga/kupon ke-${number}`, `Coupon payment no. ${number}`],
        amount: [`${formatNumber(rate, 'id')}% per tahun`, `${formatNumber(rate, 'en')}% a year`],
        dates: { recording_date: bd(0), distribution_date: bd(4) },
      } satisfies Draft;
    }
    case 'bond-redemption':
      return {
        description: ['Pelunasan pokok saat jatuh tempo', 'Principal repaid at maturity'],
        amount: ['100% dari nilai pokok', '100% of the principal'],
        dates: { recording_date: bd(0), distribution_date: bd(4) },
      } satisfies Draft;
    case 'warrant-exercise': {
      const [id, en] = rp(pick([50, 110, 200, 350, 500]));
      const end = pick([5, 10, 20]);
      return {
        description: ['Periode pelaksanaan waran', 'Warrant exercise period'],
        amount: [`1 waran : 1 saham; harga pelaksanaan ${id}`, `1 warrant : 1 share; exercise price ${en}`],
        dates: { election_start: bd(0), election_end: bd(end), distribution_date: bd(end + 2) },
      } satisfies Draft;
    }
  }
}

/**
 * Sample volume for the schedule: 10 actions a month over 2024–2026 on real codes of the master, every
 * type, kind and market represented, the same rows on every run. Each row is flagged `sample`.
 */
export function sampleCorporateActions(securities: readonly SampleSecurity[]): CorporateActionRecord[] {
  const random = generator(20240101);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const byType = new Map<string, SampleSecurity[]>();
  for (const security of [...securities].sort((a, b) => a.code.localeCompare(b.code))) {
    byType.set(security.type, [...(byType.get(security.type) ?? []), security]);
  }
  const from = (types: readonly string[]) => types.flatMap((type) => byType.get(type) ?? []);
  const rows: CorporateActionRecord[] = [];
  for (let m = 0; m < MONTHS; m += 1) {
    const year = FIRST_MONTH.year + Math.floor((FIRST_MONTH.month - 1 + m) / 12);
    const month = ((FIRST_MONTH.month - 1 + m) % 12) + 1;
    for (let n = 0; n < PER_MONTH; n += 1) {
      const type = TYPE_CYCLE[(m * PER_MONTH + n) % TYPE_CYCLE.length] as CorporateActionType;
      const pool = POOLS[type];
      const off = pool.off.length > 0 && random() < pool.offShare;
      const candidates = from(off ? pool.off : pool.on);
      if (candidates.length === 0) throw new Error(`sample corporate actions: no ${type} security in the master`);
      const security = pick(candidates);
      // Days 1–24, moved to a weekday, so every date of the action stays near its month.
      const day = addBusinessDays(new Date(Date.UTC(year, month - 1, 1 + Math.floor(random() * 24) - 1)), 1);
      const { description, amount, dates } = draft(type, security, day, pick);
      rows.push({
        id: `sample-${year}${String(month).padStart(2, '0')}-${String(n + 1).padStart(2, '0')}`,
        code: security.code,
        type,
        kind: CORPORATE_ACTION_TYPE_INFO[type].kind,
        market: marketOf(security.type),
        description_id: description[0],
        description_en: description[1],
        amount_id: amount[0],
        amount_en: amount[1],
        cum_date: null,
        ex_date: null,
        cum_date_cash: null,
        ex_date_cash: null,
        recording_date: null,
        distribution_date: null,
        election_start: null,
        election_end: null,
        ...dates,
        notes_id: null,
        notes_en: null,
        source_url: null,
        sample: true,
      });
    }
  }
  return rows;
}
