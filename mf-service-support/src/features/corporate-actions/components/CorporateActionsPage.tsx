import { useEffect, useRef, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PageHeader,
  useLocale,
  type CorporateAction,
  type CorporateActionDateField,
  type CorporateActionTypeFacet,
  type Locale,
  useElementId,
} from '@ksei/shared';
import {
  DataTable,
  FilterLinks,
  KeepOtherParameters,
  ListResults,
  formatDate,
  formatNumber,
  listStyles,
  type Column,
  type QueryChanges,
} from '@ksei/shared/content';
import type { TFunction } from 'i18next';
import { CORPORATE_ACTION_DATE_FIELDS, CORPORATE_ACTION_KINDS, CORPORATE_ACTION_MARKETS } from '@ksei/shared/api';
import { Link, useListQuery, usePageData } from '@ksei/shared/section/page';
import {
  DEFAULT_DATE_FIELD,
  DEFAULT_SORT,
  calendarUrl,
  isIsoDate,
  loadCorporateActions,
  scheduleQuery,
  type FieldName,
  type ScheduleQuery,
} from '../api/corporate-actions.js';
import { pathTo } from '../../../shared/paths.js';
import styles from './corporate-actions.module.css';

export const loader = loadCorporateActions;

const NAMESPACE = 'mf-service-support';
const KEYS = { keyPrefix: 'corporateActions' } as const;

/** The date column each `dateField` filters and sorts by. */
const DATE_COLUMN: Readonly<Record<CorporateActionDateField, 'cumDate' | 'recordingDate' | 'distributionDate'>> = {
  cum: 'cumDate',
  recording: 'recordingDate',
  distribution: 'distributionDate',
};
const DATE_COLUMNS = ['cumDate', 'exDate', 'recordingDate', 'distributionDate'] as const;
/** The fields of the filter form; the rest of the address (tabs, sort) is kept as it is. */
const FORM_FIELDS: readonly FieldName[] = ['type', 'code', 'dateField', 'from', 'to'];

/**
 * The schedule of corporate actions: kind and market tabs with their counts, filters by type, code and
 * a date range on the chosen date, a table sortable by that date, paging, and the same selection as an
 * iCalendar file and subscription. All of it lives in the address; without JavaScript the tabs are
 * links and the filters one plain GET form.
 */
export default function CorporateActionsPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation(NAMESPACE, KEYS);
  const { params, hrefWith, update, locale, busy } = useListQuery();
  const query = scheduleQuery(params);
  const { list, problems, types } = usePageData<typeof loader>();
  const { type, kind, market, code, from, to, sort, dateField } = query;
  const sortHref = (target: string) => hrefWith({ sort: target === DEFAULT_SORT ? '' : target });
  return (
    <>
      <PageHeader pageId={pageId} lead={t('lead')} />
      <Tabs
        label={t('kindTabs')}
        name="kind"
        current={kind}
        allLabel={t('all')}
        options={CORPORATE_ACTION_KINDS.map((value) => ({ value, label: t(`kind.${value}`) }))}
        counts={list?.tabs.kind}
        hrefFor={(value) => hrefWith({ kind: value })}
      />
      <Tabs
        label={t('marketTabs')}
        name="market"
        current={market}
        allLabel={t('allMarkets')}
        options={CORPORATE_ACTION_MARKETS.map((value) => ({ value, label: t(`market.${value}`) }))}
        counts={list?.tabs.market}
        hrefFor={(value) => hrefWith({ market: value })}
      />
      <Filters query={query} problems={problems} types={types} onApply={(changes) => update(changes)} />
      <CalendarExport href={calendarUrl(query, locale)} />
      {list ? (
        <ListResults
          namespace={NAMESPACE}
          keyPrefix="corporateActions.results"
          list={list}
          busy={busy}
          filtered={Boolean(type || kind || market || code || from || to)}
          hrefFor={(target) => hrefWith({ page: target })}
        >
          <DataTable
            caption={t('caption')}
            columns={actionColumns(t, locale, DATE_COLUMN[dateField])}
            rows={list.data}
            rowKey={(item) => item.id}
            sort={{ current: sort, hrefFor: sortHref }}
          />
        </ListResults>
      ) : null}
    </>
  );
}

/** Links that set one filter of the address (`kind` or `market`), each with its count; the chosen one is current. */
function Tabs({
  label,
  name,
  current,
  allLabel,
  options,
  counts,
  hrefFor,
}: {
  readonly label: string;
  readonly name: string;
  readonly current: string;
  readonly allLabel: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  /** Null while a filter is refused: the tabs are there, without counts. */
  readonly counts: Readonly<Record<string, number>> | undefined;
  readonly hrefFor: (value: string) => string;
}) {
  const { t } = useTranslation(NAMESPACE, KEYS);
  const locale = useLocale();
  const withCount = (text: string, count: number | undefined) =>
    count === undefined ? text : t('tab', { label: text, count: formatNumber(count, locale) });
  const all = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : undefined;
  const tabs = [{ value: '', label: withCount(allLabel, all) }].concat(
    options.map((option) => ({ value: option.value, label: withCount(option.label, counts?.[option.value]) })),
  );
  return (
    <FilterLinks
      label={label}
      name={name}
      links={tabs.map((tab) => ({
        key: tab.value,
        label: tab.label,
        href: hrefFor(tab.value),
        current: tab.value === current,
      }))}
    />
  );
}

/** An uncontrolled field showing the address's value: a new one (back button, a tab) replaces what is shown. */
function useAddressValue<E extends HTMLInputElement | HTMLSelectElement>(value: string) {
  const ref = useRef<E>(null);
  useEffect(() => {
    if (ref.current && ref.current.value !== value) ref.current.value = value;
  }, [value]);
  return ref;
}

/**
 * What to say under a refused field. The API names the parameter ("Parameter "from" has an invalid
 * format"); beside its own field the page says it in the visitor's terms, with the value entered. Other
 * refusals (a start after the end, a code too long) keep the API's sentence, which already does.
 */
function problemText(name: FieldName, value: string, apiMessage: string, t: TFunction): string {
  if ((name === 'from' || name === 'to') && !isIsoDate(value)) return t('dateInvalid', { value });
  if (name === 'type' || name === 'dateField') return t('unknownChoice', { value });
  return apiMessage;
}

/**
 * The filters as one GET form (its Apply button submits it without JavaScript). With JavaScript the
 * selects apply as they change, the code and dates on Enter or Apply: typing a date by keyboard passes
 * through dates the visitor did not mean, so it is not applied keystroke by keystroke. The fields keep
 * what the visitor entered (uncontrolled); a refused value is explained under its field.
 */
function Filters({
  query,
  problems,
  types,
  onApply,
}: {
  readonly query: ScheduleQuery;
  readonly problems: Readonly<Partial<Record<FieldName, string>>>;
  readonly types: readonly CorporateActionTypeFacet[];
  readonly onApply: (changes: QueryChanges) => void;
}) {
  const { t } = useTranslation(NAMESPACE, KEYS);
  const id = useElementId();
  const form = useRef<HTMLFormElement>(null);
  const typeRef = useAddressValue<HTMLSelectElement>(query.type);
  const codeRef = useAddressValue<HTMLInputElement>(query.code);
  const dateFieldRef = useAddressValue<HTMLSelectElement>(query.dateField);
  const fromRef = useAddressValue<HTMLInputElement>(query.from);
  const toRef = useAddressValue<HTMLInputElement>(query.to);

  const apply = (): void => {
    if (!form.current) return;
    const data = new FormData(form.current);
    const changes: Record<string, string> = {};
    for (const name of FORM_FIELDS) {
      const value = data.get(name);
      changes[name] = typeof value === 'string' ? value.trim() : '';
    }
    if (changes.dateField === DEFAULT_DATE_FIELD) changes.dateField = '';
    onApply(changes);
  };
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    apply();
  };
  const fieldId = (name: string) => `${id}-${name}`;
  /** `aria-describedby` and `aria-invalid` of a field, from its hint and the API's message. */
  const described = (name: FieldName, hint?: string) => {
    const ids = [hint ?? '', problems[name] ? `${fieldId(name)}-error` : ''].filter(Boolean).join(' ');
    return { 'aria-describedby': ids || undefined, 'aria-invalid': problems[name] ? true : undefined };
  };
  const error = (name: FieldName) => (
    <div aria-live="polite">
      {problems[name] ? (
        <p id={`${fieldId(name)}-error`} className={styles.error}>
          {problemText(name, query[name], problems[name], t)}
        </p>
      ) : null}
    </div>
  );
  const codeHint = `${fieldId('code')}-hint`;
  const dateHint = `${fieldId('dates')}-hint`;
  return (
    <form
      ref={form}
      method="get"
      role="search"
      aria-label={t('filters')}
      className={styles.filters}
      onSubmit={submit}
      noValidate
      data-print-hidden=""
    >
      <KeepOtherParameters except={FORM_FIELDS} />
      <div className={styles.field}>
        <label htmlFor={fieldId('type')} className={styles.label}>
          {t('type')}
        </label>
        <select
          ref={typeRef}
          id={fieldId('type')}
          name="type"
          defaultValue={query.type}
          className={styles.input}
          onChange={apply}
          {...described('type')}
        >
          <option value="">{t('allTypes')}</option>
          {types.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {error('type')}
      </div>
      <div className={styles.field}>
        <label htmlFor={fieldId('code')} className={styles.label}>
          {t('code')}
        </label>
        <p id={codeHint} className={styles.hint}>
          {t('codeHint')}
        </p>
        <input
          ref={codeRef}
          id={fieldId('code')}
          type="text"
          name="code"
          defaultValue={query.code}
          maxLength={30}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className={styles.input}
          {...described('code', codeHint)}
        />
        {error('code')}
      </div>
      <div className={styles.field}>
        <label htmlFor={fieldId('dateField')} className={styles.label}>
          {t('dateField')}
        </label>
        <select
          ref={dateFieldRef}
          id={fieldId('dateField')}
          name="dateField"
          defaultValue={query.dateField}
          className={styles.input}
          onChange={apply}
          {...described('dateField')}
        >
          {CORPORATE_ACTION_DATE_FIELDS.map((value) => (
            <option key={value} value={value}>
              {t(`dateFields.${value}`)}
            </option>
          ))}
        </select>
        {error('dateField')}
      </div>
      <fieldset className={styles.range}>
        <legend className={styles.label}>{t('dateRange')}</legend>
        <p id={dateHint} className={styles.hint}>
          {t('dateHint')}
        </p>
        <div className={styles.rangeFields}>
          {(['from', 'to'] as const).map((name) => (
            <div key={name} className={styles.dateField}>
              <label htmlFor={fieldId(name)} className={styles.label}>
                {t(name)}
              </label>
              <input
                ref={name === 'from' ? fromRef : toRef}
                id={fieldId(name)}
                type="date"
                name={name}
                defaultValue={query[name]}
                min="1900-01-01"
                max="2100-12-31"
                className={styles.input}
                {...described(name, dateHint)}
              />
              {error(name)}
            </div>
          ))}
        </div>
      </fieldset>
      <div className={styles.actions}>
        <button type="submit" className={styles.button}>
          {t('apply')}
        </button>
      </div>
    </form>
  );
}

const noSubscription = () => () => undefined;
const browserOrigin = () => window.location.origin;
const noOrigin = () => '';

/** The selection as an .ics file, and the same address to subscribe to in a calendar app. */
function CalendarExport({ href }: { readonly href: string }) {
  const { t } = useTranslation(NAMESPACE, KEYS);
  const id = useElementId();
  // The address a calendar app needs is absolute: the origin is known in the browser only (after
  // hydration, so the server's and the browser's first render agree).
  const origin = useSyncExternalStore(noSubscription, browserOrigin, noOrigin);
  const feed = `${origin}${href}`;
  const webcal = origin ? feed.replace(/^https?:/, 'webcal:') : href;
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.calendar}>
      <h2 id={`${id}-heading`} className={styles.calendarHeading}>
        {t('calendar')}
      </h2>
      <ul className={styles.calendarLinks}>
        <li>
          <a href={href} download>
            {t('download')}
          </a>
        </li>
        <li>
          <a href={webcal}>{t('subscribe')}</a>
        </li>
      </ul>
      <label htmlFor={`${id}-feed`} className={styles.label}>
        {t('feed')}
      </label>
      <p id={`${id}-help`} className={styles.hint}>
        {t('feedHelp')}
      </p>
      <input
        id={`${id}-feed`}
        type="text"
        readOnly
        value={feed}
        aria-describedby={`${id}-help`}
        className={styles.input}
        onFocus={(event) => event.currentTarget.select()}
      />
    </section>
  );
}

/**
 * The schedule's columns: the code links to the security's page when the master knows it; the column of
 * the chosen date sorts the list (the API's `date` sort is by that date).
 */
function actionColumns(
  t: TFunction,
  locale: Locale,
  sortedDate: (typeof DATE_COLUMNS)[number],
): readonly Column<CorporateAction>[] {
  const none = t('none');
  return [
    {
      key: 'code',
      header: t('column.code'),
      rowHeader: true,
      nowrap: true,
      cell: (item) =>
        item.securityKnown ? (
          <Link to={pathTo('isin.security', locale, { slug: item.code })} className={listStyles.download}>
            {item.code}
          </Link>
        ) : (
          item.code
        ),
    },
    { key: 'securityName', header: t('column.securityName'), cell: (item) => item.securityName ?? none },
    { key: 'type', header: t('column.type'), cell: (item) => item.typeLabel },
    { key: 'description', header: t('column.description'), cell: (item) => <ActionDescription item={item} /> },
    ...DATE_COLUMNS.map((column): Column<CorporateAction> => ({
      key: column,
      header: t(`column.${column}`),
      nowrap: true,
      ...(column === sortedDate ? { sort: { name: 'date' } } : {}),
      cell: (item) => {
        const value = item[column];
        return value ? <time dateTime={value}>{formatDate(value, locale)}</time> : none;
      },
    })),
  ];
}

function ActionDescription({ item }: { readonly item: CorporateAction }) {
  const { t } = useTranslation(NAMESPACE, KEYS);
  const locale = useLocale();
  const date = (value: string) => formatDate(value, locale);
  return (
    <>
      <span className={styles.description}>{item.description}</span>
      {item.amount ? <span className={styles.detail}>{item.amount}</span> : null}
      {item.electionStart && item.electionEnd ? (
        <span className={styles.detail}>
          {t('electionPeriod', { start: date(item.electionStart), end: date(item.electionEnd) })}
        </span>
      ) : null}
      {item.notes ? <span className={styles.detail}>{item.notes}</span> : null}
      {item.sourceUrl && !item.sample ? (
        <span className={styles.detail}>
          <a href={item.sourceUrl} rel="noopener noreferrer" className={styles.source}>
            {t('source')}
            <span className="visually-hidden"> ({item.code})</span>
          </a>
        </span>
      ) : null}
    </>
  );
}
