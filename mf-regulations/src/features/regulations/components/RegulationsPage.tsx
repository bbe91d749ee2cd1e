import { useTranslation } from 'react-i18next';
import type { Locale, Regulation } from '@ksei/shared';
import { DataTable, DownloadLink, ListPage, formatDate, type Column } from '@ksei/shared/content';
import { RegulationTitle } from './RegulationTitle.js';
import { useListQuery, usePageData } from '@ksei/shared/section/page';
import type { TFunction } from 'i18next';
import { loadRegulations, regulationQuery } from '../api/regulations.js';
import { DEFAULT_SORT, type SortColumn } from '../api/sort.js';
import styles from './regulations.module.css';

/** One loader for the five category pages: the category follows the page id. */
export const loader = loadRegulations;

/** The table's columns: the title names the row; number and date sort (dates newest first). */
function regulationColumns(t: TFunction, locale: Locale): readonly Column<Regulation>[] {
  return [
    {
      key: 'title',
      header: t('title'),
      rowHeader: true,
      cell: (item) => <RegulationTitle item={item} />,
    },
    {
      key: 'number',
      header: t('number'),
      sort: { name: 'number' satisfies SortColumn, first: 'ascending' },
      cell: (item) => item.number,
    },
    { key: 'decreeNumber', header: t('decreeNumber'), nowrap: true, cell: (item) => item.decreeNumber },
    {
      key: 'date',
      header: t('date'),
      nowrap: true,
      sort: { name: 'date' satisfies SortColumn, first: 'descending' },
      cell: (item) => <time dateTime={item.date}>{formatDate(item.date, locale)}</time>,
    },
    {
      key: 'file',
      header: t('file'),
      cell: (item) =>
        item.file ? (
          <DownloadLink file={item.file} itemTitle={item.title} />
        ) : (
          <span className={styles.noFile}>{t('noFile')}</span>
        ),
    },
  ];
}

/** One regulation category: searchable, sortable by date or number, a page at a time, with downloads. */
export default function RegulationsPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-regulations');
  const query = useListQuery();
  const { sort } = regulationQuery(query.params);
  const list = usePageData<typeof loader>();
  const sortHref = (target: string) => query.hrefWith({ sort: target === DEFAULT_SORT ? '' : target });

  return (
    <ListPage
      pageId={pageId}
      lead={t(`lead.${pageId}`)}
      search={{ label: t('searchList'), fieldLabel: t('searchLabel'), submitLabel: t('searchSubmit') }}
      namespace="mf-regulations"
      list={list}
      query={query}
    >
      <DataTable
        caption={t('caption', { sort: t(`sortedBy.${sort}`) })}
        columns={regulationColumns(t, query.locale)}
        rows={list.data}
        rowKey={(item) => item.id}
        sort={{ current: sort, hrefFor: sortHref }}
      />
    </ListPage>
  );
}
