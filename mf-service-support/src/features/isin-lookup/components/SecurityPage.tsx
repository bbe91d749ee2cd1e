import { useTranslation } from 'react-i18next';
import {
  PageHeader,
  apiUrl,
  useLocale,
  type CorporateAction,
  type HoldingComposition,
  type Locale,
  type SecurityDetail,
} from '@ksei/shared';
import { DataTable, Facts, SampleNotice, formatDate, formatNumber, type Column } from '@ksei/shared/content';
import { Link, usePageData } from '@ksei/shared/section/page';
import type { TFunction } from 'i18next';

import { loadSecurity } from '../api/isin-lookup.js';
import {
  INVESTOR_TYPES,
  investorTypeLabel,
  securityStatusLabel as statusLabel,
  securityTypeLabel as typeLabel,
} from '@ksei/shared/api';
import { pathTo } from '../../../shared/paths.js';
import styles from './security.module.css';

/** One security of the master: every field KSEI's file gives, its holders, its corporate actions. */
export const loader = loadSecurity;

type Field = keyof SecurityDetail;
type Show = (value: NonNullable<SecurityDetail[Field]>, locale: Locale) => string;

const text: Show = (value) => String(value);
const date: Show = (value, locale) => formatDate(String(value), locale);
const number: Show = (value, locale) => formatNumber(Number(value), locale);
const decimal: Show = (value, locale) => formatNumber(Number(value), locale, 2);
const percent: Show = (value, locale) => `${formatNumber(Number(value), locale, 2)} %`;

/** The master file's fields in its own order, each with how it reads. */
const FIELDS: readonly (readonly [Field, Show])[] = [
  ['code', text],
  ['isin', text],
  ['description', text],
  ['type', (value, locale) => typeLabel(String(value), locale)],
  ['issuer', text],
  ['status', (value, locale) => statusLabel(String(value), locale)],
  ['stockExchange', text],
  ['listingDate', date],
  ['currency', text],
  ['form', text],
  ['isinEffectiveDate', date],
  ['maturityDate', date],
  ['expireDate', date],
  ['exercisePrice', decimal],
  ['interestRate', percent],
  ['interestType', text],
  ['interestFrequency', text],
  ['nominalValue', decimal],
  ['numberOfSecurities', number],
  ['originatedAmount', decimal],
  ['currentAmount', decimal],
  ['totalScripless', number],
  ['localPercent', percent],
  ['foreignPercent', percent],
  ['totalPercent', percent],
  ['sector', text],
  ['closingPrice', decimal],
];

export default function SecurityPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-service-support');
  const locale = useLocale();
  const { data } = usePageData<typeof loader>();
  const title = data.issuer ?? data.description;
  return (
    <>
      <PageHeader pageId={pageId} title={title ? `${data.code} — ${title}` : data.code} />
      {data.sample ? <SampleNotice /> : null}
      <section aria-labelledby="security-facts">
        <h2 id="security-facts">{t('securityFacts')}</h2>
        {/* Without a master-file row, most fields are blank: say why before the list of dashes. */}
        {data.asOf ? null : <p className={styles.note}>{t('masterMissing')}</p>}
        <Facts
          facts={FIELDS.map(([field, show]) => {
            const value = data[field];
            return {
              term: t(`field.${field}`),
              value: value === null || typeof value === 'object' ? t('none') : show(value, locale),
            };
          })}
        />
        {data.asOf ? <p className={styles.asOf}>{t('masterAsOf', { date: formatDate(data.asOf, locale) })}</p> : null}
      </section>
      {data.holding ? <Holding holding={data.holding} /> : null}
      <CorporateActions code={data.code} actions={data.corporateActions} />
      <p className={styles.back}>
        <Link to={pathTo('isin', locale)}>{t('backToLookup')}</Link>
      </p>
    </>
  );
}

interface HoldingRow {
  readonly label: string;
  readonly local: number;
  readonly foreign: number;
  /** The sum of the investor types, shown last and in bold. */
  readonly total: boolean;
}

/** Scripless holdings by investor type, local and foreign, from KSEI's holding-composition file. */
function Holding({ holding }: { readonly holding: HoldingComposition }) {
  const { t } = useTranslation('mf-service-support');
  const locale = useLocale();
  const rows: HoldingRow[] = [
    ...INVESTOR_TYPES.map((holder) => ({
      label: investorTypeLabel(holder, locale),
      local: holding.local[holder],
      foreign: holding.foreign[holder],
      total: false,
    })),
    { label: t('total'), local: holding.local.total, foreign: holding.foreign.total, total: true },
  ];
  const figure = (value: number) => formatNumber(value, locale);
  const columns: readonly Column<HoldingRow>[] = [
    {
      key: 'type',
      header: t('investorType'),
      rowHeader: true,
      cell: (row) => (row.total ? <strong>{row.label}</strong> : row.label),
    },
    { key: 'local', header: t('local'), numeric: true, cell: (row) => figure(row.local) },
    { key: 'foreign', header: t('foreign'), numeric: true, cell: (row) => figure(row.foreign) },
    { key: 'total', header: t('total'), numeric: true, cell: (row) => figure(row.local + row.foreign) },
  ];
  return (
    <section aria-labelledby="security-holding">
      <h2 id="security-holding">{t('holdingHeading')}</h2>
      <p>{t('holdingLead', { date: formatDate(holding.date, locale) })}</p>
      <DataTable caption={t('holdingCaption')} columns={columns} rows={rows} rowKey={(row) => row.label} />
      <p className={styles.source}>{t('holdingSource')}</p>
    </section>
  );
}

/** A security's corporate actions: what and how much, and the four dates of the schedule. */
function actionColumns(t: TFunction, locale: Locale): readonly Column<CorporateAction>[] {
  const none = t('none');
  const date = (value: string | null) => (value ? <time dateTime={value}>{formatDate(value, locale)}</time> : none);
  return [
    { key: 'type', header: t('corporateActions.column.type'), rowHeader: true, cell: (action) => action.typeLabel },
    {
      key: 'description',
      header: t('corporateActions.column.description'),
      cell: (action) => (
        <>
          {action.description}
          {action.amount ? <span className={styles.amount}>{action.amount}</span> : null}
        </>
      ),
    },
    { key: 'cum', header: t('corporateActions.column.cumDate'), nowrap: true, cell: (a) => date(a.cumDate) },
    { key: 'ex', header: t('corporateActions.column.exDate'), nowrap: true, cell: (a) => date(a.exDate) },
    {
      key: 'recording',
      header: t('corporateActions.column.recordingDate'),
      nowrap: true,
      cell: (a) => date(a.recordingDate),
    },
    {
      key: 'distribution',
      header: t('corporateActions.column.distributionDate'),
      nowrap: true,
      cell: (a) => date(a.distributionDate),
    },
  ];
}

/** The security's rows of the corporate-action schedule, and the schedule filtered by its code. */
function CorporateActions({ code, actions }: { readonly code: string; readonly actions: readonly CorporateAction[] }) {
  const { t } = useTranslation('mf-service-support');
  const locale = useLocale();
  const schedule = apiUrl(pathTo('service.scheduleOfCorporateActions', locale), { code });
  return (
    <section aria-labelledby="security-actions">
      <h2 id="security-actions">{t('securityActions.heading')}</h2>
      {actions.length === 0 ? (
        <p>{t('securityActions.none')}</p>
      ) : (
        <>
          {actions.some((action) => action.sample) ? <SampleNotice /> : null}
          <DataTable
            caption={t('securityActions.caption')}
            columns={actionColumns(t, locale)}
            rows={actions}
            rowKey={(action) => action.id}
          />
        </>
      )}
      <p>
        <Link to={schedule}>{t('securityActions.inSchedule', { code })}</Link>
      </p>
    </section>
  );
}
