import { useTranslation } from 'react-i18next';
import {
  PageHeader,
  formatDate,
  BusyList,
  Controls,
  SearchField,
  DownloadLink,
  Results,
  SortHeader,
  listStyles,
} from '@ksei/shared';
import { useListQuery, usePageData } from '@ksei/shared/section/page';
import { loadRegulations, regulationQuery } from '../api/regulations.js';
import { DEFAULT_SORT, type SortColumn } from '../api/sort.js';
import styles from './regulations.module.css';

/** One loader for the five category pages: the category follows the page id. */
export const loader = loadRegulations;

/** One regulation category: searchable, sortable by date or number, a page at a time, with downloads. */
export default function RegulationsPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-regulations');
  const { params, hrefWith, update, locale, busy } = useListQuery();
  const { q, sort } = regulationQuery(params);
  const { data, meta } = usePageData<typeof loader>();

  const header = (column: SortColumn, label: string) => (
    <SortHeader
      column={column}
      label={label}
      sort={sort}
      first={column === 'date' ? 'descending' : 'ascending'}
      hrefFor={(target) => hrefWith({ sort: target === DEFAULT_SORT ? '' : target })}
    />
  );

  return (
    <>
      <PageHeader pageId={pageId} lead={t(`lead.${pageId}`)} />
      <Controls label={t('searchList')}>
        <SearchField
          label={t('searchLabel')}
          submitLabel={t('searchSubmit')}
          value={q}
          onSubmit={(text) => update({ q: text })}
        />
      </Controls>
      <BusyList busy={busy}>
        <Results
          namespace="mf-regulations"
          meta={meta}
          count={data.length}
          sample={data.some((item) => item.sample)}
          filtered={Boolean(q)}
          hrefFor={(target) => hrefWith({ page: target })}
        >
          <div className={listStyles.tableWrap}>
            <table className={listStyles.table}>
              <caption className="visually-hidden">{t('caption', { sort: t(`sortedBy.${sort}`) })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('title')}</th>
                  {header('number', t('number'))}
                  <th scope="col">{t('decreeNumber')}</th>
                  {header('date', t('date'))}
                  <th scope="col">{t('file')}</th>
                </tr>
              </thead>
              <tbody>
                {data.map((item) => (
                  <tr key={item.id}>
                    <th scope="row" className={styles.titleCell}>
                      {item.title}
                    </th>
                    <td>{item.number}</td>
                    <td className={listStyles.nowrap}>{item.decreeNumber}</td>
                    <td className={listStyles.nowrap}>
                      <time dateTime={item.date}>{formatDate(item.date, locale)}</time>
                    </td>
                    <td>
                      {item.file ? (
                        <DownloadLink file={item.file} itemTitle={item.title} />
                      ) : (
                        <span className={styles.noFile}>{t('noFile')}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Results>
      </BusyList>
    </>
  );
}
