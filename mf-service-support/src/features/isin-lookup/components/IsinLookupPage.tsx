import { useTranslation } from 'react-i18next';
import { PageHeader, apiUrl, type Locale, type SecuritySummary } from '@ksei/shared';
import {
  Controls,
  DataTable,
  ListResults,
  SelectField,
  SearchBox,
  formatDate,
  listStyles,
  type Column,
} from '@ksei/shared/content';
import type { TFunction } from 'i18next';
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
        <>
          <p className={styles.download}>
            <a href={csv} download>
              {t('downloadCsv')}
            </a>
          </p>
          <ListResults
            namespace="mf-service-support"
            keyPrefix="isinResults"
            list={list}
            busy={busy}
            filtered={Boolean(q || type || status)}
            hrefFor={(target) => hrefWith({ page: target })}
          >
            {list.data.some((item) => !item.isin || !(item.issuer ?? item.description) || !item.listingDate) ? (
              <p className={styles.legend}>{t('noneLegend')}</p>
            ) : null}
            <DataTable
              caption={t('isinCaption')}
              columns={securityColumns(t, locale)}
              rows={list.data}
              rowKey={(item) => item.code}
              sort={{ current: sort, hrefFor: sortHref }}
            />
          </ListResults>
        </>
      ) : null}
    </>
  );
}

/** The result's columns, each sortable by the API's sort of the same name. */
function securityColumns(t: TFunction, locale: Locale): readonly Column<SecuritySummary>[] {
  const none = t('none');
  return [
    {
      key: 'code',
      header: t('code'),
      rowHeader: true,
      nowrap: true,
      sort: { name: 'code' },
      cell: (item) => (
        <Link to={pathTo('isin.security', locale, { slug: item.code })} className={listStyles.download}>
          {item.code}
        </Link>
      ),
    },
    { key: 'isin', header: t('isin'), nowrap: true, sort: { name: 'isin' }, cell: (item) => item.isin ?? none },
    {
      key: 'issuer',
      header: t('issuerOrDescription'),
      sort: { name: 'issuer' },
      cell: (item) => item.issuer ?? item.description ?? none,
    },
    { key: 'type', header: t('type'), sort: { name: 'type' }, cell: (item) => typeLabel(item.type, locale) },
    {
      key: 'listingDate',
      header: t('listingDate'),
      nowrap: true,
      sort: { name: 'listingDate' },
      cell: (item) =>
        item.listingDate ? <time dateTime={item.listingDate}>{formatDate(item.listingDate, locale)}</time> : none,
    },
  ];
}
