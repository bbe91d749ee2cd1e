import { useTranslation } from 'react-i18next';
import {
  Facts,
  PageHeader,
  SampleNotice,
  apiUrl,
  formatDate,
  formatNumber,
  listStyles,
  useLocale,
  type CorporateAction,
  type HolderBreakdown,
  type HoldingComposition,
  type Locale,
  type SecurityDetail,
} from '@ksei/shared';
import { Link, usePageData } from '@ksei/shared/section/page';

import { loadSecurity } from '../api/isin-lookup.js';
import { securityStatusLabel as statusLabel, securityTypeLabel as typeLabel } from '@ksei/shared/api';
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

const HOLDERS: readonly Exclude<keyof HolderBreakdown, 'total'>[] = [
  'individual',
  'corporate',
  'mutualFund',
  'insurance',
  'pensionFund',
  'financialInstitution',
  'securitiesCompany',
  'foundation',
  'others',
];

/** Scripless holdings by investor type, local and foreign, from KSEI's holding-composition file. */
function Holding({ holding }: { readonly holding: HoldingComposition }) {
  const { t } = useTranslation('mf-service-support');
  const locale = useLocale();
  const row = (label: string, local: number, foreign: number, header = false) => (
    <tr key={label}>
      <th scope="row" className={header ? styles.total : undefined}>
        {label}
      </th>
      <td className={listStyles.number}>{formatNumber(local, locale)}</td>
      <td className={listStyles.number}>{formatNumber(foreign, locale)}</td>
      <td className={listStyles.number}>{formatNumber(local + foreign, locale)}</td>
    </tr>
  );
  return (
    <section aria-labelledby="security-holding">
      <h2 id="security-holding">{t('holdingHeading')}</h2>
      <p>{t('holdingLead', { date: formatDate(holding.date, locale) })}</p>
      <div className={listStyles.tableWrap}>
        <table className={listStyles.table}>
          <caption className="visually-hidden">{t('holdingCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('investorType')}</th>
              <th scope="col">{t('local')}</th>
              <th scope="col">{t('foreign')}</th>
              <th scope="col">{t('total')}</th>
            </tr>
          </thead>
          <tbody>
            {HOLDERS.map((holder) => row(t(`holder.${holder}`), holding.local[holder], holding.foreign[holder]))}
            {row(t('total'), holding.local.total, holding.foreign.total, true)}
          </tbody>
        </table>
      </div>
      <p className={styles.source}>{t('holdingSource')}</p>
    </section>
  );
}

const dateCell = (value: string | null, locale: Locale, none: string) =>
  value ? <time dateTime={value}>{formatDate(value, locale)}</time> : none;

/** The security's rows of the corporate-action schedule, and the schedule filtered by its code. */
function CorporateActions({ code, actions }: { readonly code: string; readonly actions: readonly CorporateAction[] }) {
  const { t } = useTranslation('mf-service-support');
  const locale = useLocale();
  const none = t('none');
  const schedule = apiUrl(pathTo('service.scheduleOfCorporateActions', locale), { code });
  return (
    <section aria-labelledby="security-actions">
      <h2 id="security-actions">{t('securityActions.heading')}</h2>
      {actions.length === 0 ? (
        <p>{t('securityActions.none')}</p>
      ) : (
        <>
          {actions.some((action) => action.sample) ? <SampleNotice /> : null}
          <div className={listStyles.tableWrap}>
            <table className={listStyles.table}>
              <caption className="visually-hidden">{t('securityActions.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('corporateActions.column.type')}</th>
                  <th scope="col">{t('corporateActions.column.description')}</th>
                  <th scope="col">{t('corporateActions.column.cumDate')}</th>
                  <th scope="col">{t('corporateActions.column.exDate')}</th>
                  <th scope="col">{t('corporateActions.column.recordingDate')}</th>
                  <th scope="col">{t('corporateActions.column.distributionDate')}</th>
                </tr>
              </thead>
              <tbody>
                {actions.map((action) => (
                  <tr key={action.id}>
                    <th scope="row">{action.typeLabel}</th>
                    <td>
                      {action.description}
                      {action.amount ? <span className={styles.amount}>{action.amount}</span> : null}
                    </td>
                    <td className={listStyles.nowrap}>{dateCell(action.cumDate, locale, none)}</td>
                    <td className={listStyles.nowrap}>{dateCell(action.exDate, locale, none)}</td>
                    <td className={listStyles.nowrap}>{dateCell(action.recordingDate, locale, none)}</td>
                    <td className={listStyles.nowrap}>{dateCell(action.distributionDate, locale, none)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <p>
        <Link to={schedule}>{t('securityActions.inSchedule', { code })}</Link>
      </p>
    </section>
  );
}
