import { useTranslation } from 'react-i18next';
import {
  BusyList,
  Controls,
  PageHeader,
  Results,
  SelectField,
  SortHeader,
  SearchBox,
  apiUrl,
  formatDate,
  listStyles,
  useLocale,
  type SecuritySummary,
} from '@ksei/shared';
import { Link, useListQuery, usePageData } from '@ksei/shared/section/page';
import { DEFAULT_SORT, loadIsinLookup, lookupQuery } from '../api/isin-lookup.js';
import { securityStatusLabel as statusLabel, securityTypeLabel as typeLabel } from '@ksei/shared/api';
import { pathTo } from '../../../shared/paths.js';
import styles from './isin.module.css';

export const loader = loadIsinLookup;

/**
 * The ISIN lookup: one box for an ISIN, a local code or an issuer's name, results as the visitor types;
 * type and status filters, sortable columns, paging and a CSV of the whole result. All of it lives in
 * the address, and every control is a plain GET form or link without JavaScript.
 */
export default function IsinLookupPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-service-support');
  const { params, hrefWith, update, locale, busy } = useListQuery();
  const { q, type, status, sort } = lookupQuery(params);
  const { list, problem, facets } = usePageData<typeof loader>();
  const sortHref = (target: string) => hrefWith({ sort: target === DEFAULT_SORT ? '' : target });
  const csv = apiUrl('/api/securities.csv', { locale, q, type, status, sort: sort === DEFAULT_SORT ? '' : sort });
  const header = (column: string, label: string) => (
    <SortHeader column={column} label={label} sort={sort} hrefFor={sortHref} />
  );
  const all = { value: '', label: t('allTypes') };
  return (
    <>
      <PageHeader pageId={pageId} lead={t('isinLead')} />
      <Controls label={t('isinSearch')}>
        <SearchBox
          label={t('isinSearchLabel')}
          hint={t('isinSearchHint')}
          submitLabel={t('searchSubmit')}
          value={q}
          asYouType
          error={problem ?? undefined}
          onSearch={(text, { typing }) => update({ q: text }, { replace: typing })}
        />
        <SelectField
          name="type"
          label={t('type')}
          value={type}
          options={[all, ...facets.types.map(({ value }) => ({ value, label: typeLabel(value, locale) }))]}
          onChange={(value) => update({ type: value })}
        />
        {facets.statuses.length > 0 ? (
          <SelectField
            name="status"
            label={t('status')}
            value={status}
            options={[
              { value: '', label: t('allStatuses') },
              ...facets.statuses.map(({ value }) => ({ value, label: statusLabel(value, locale) })),
            ]}
            onChange={(value) => update({ status: value })}
          />
        ) : null}
      </Controls>
      {list ? (
        <BusyList busy={busy}>
          <p className={styles.download}>
            <a href={csv} download>
              {t('downloadCsv')}
            </a>
          </p>
          <Results
            namespace="mf-service-support"
            keyPrefix="isinResults"
            meta={list.meta}
            count={list.data.length}
            sample={list.data.some((item) => item.sample)}
            filtered={Boolean(q || type || status)}
            hrefFor={(target) => hrefWith({ page: target })}
          >
            <div className={listStyles.tableWrap}>
              <table className={listStyles.table}>
                <caption className="visually-hidden">{t('isinCaption')}</caption>
                <thead>
                  <tr>
                    {header('code', t('code'))}
                    {header('isin', t('isin'))}
                    {header('issuer', t('issuerOrDescription'))}
                    {header('type', t('type'))}
                    {header('listingDate', t('listingDate'))}
                  </tr>
                </thead>
                <tbody>
                  {list.data.map((item) => (
                    <SecurityRow key={item.code} item={item} />
                  ))}
                </tbody>
              </table>
            </div>
          </Results>
        </BusyList>
      ) : null}
    </>
  );
}

function SecurityRow({ item }: { readonly item: SecuritySummary }) {
  const { t } = useTranslation('mf-service-support');
  const locale = useLocale();
  return (
    <tr>
      <th scope="row" className={listStyles.nowrap}>
        <Link to={pathTo('isin.security', locale, { slug: item.code })} className={listStyles.download}>
          {item.code}
        </Link>
      </th>
      <td className={listStyles.nowrap}>{item.isin ?? t('none')}</td>
      <td>{item.issuer ?? item.description ?? t('none')}</td>
      <td>{typeLabel(item.type, locale)}</td>
      <td className={listStyles.nowrap}>
        {item.listingDate ? <time dateTime={item.listingDate}>{formatDate(item.listingDate, locale)}</time> : t('none')}
      </td>
    </tr>
  );
}
