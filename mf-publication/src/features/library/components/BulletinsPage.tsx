import { useTranslation } from 'react-i18next';
import { PageHeader, formatDate, BusyList, DownloadLink, Results, listStyles as styles } from '@ksei/shared';
import { useListQuery, usePageData } from '@ksei/shared/section/page';
import { loadBulletins } from '../api/library.js';

export const loader = loadBulletins;

/** KSEI bulletins: edition, circular number, date and the download. */
export default function BulletinsPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-publication');
  const { hrefWith, locale, busy } = useListQuery();
  const { data, meta } = usePageData<typeof loader>();
  return (
    <>
      <PageHeader pageId={pageId} lead={t('bulletinsLead')} />
      <BusyList busy={busy}>
        <Results
          namespace="mf-publication"
          meta={meta}
          count={data.length}
          sample={data.some((item) => item.sample)}
          filtered={false}
          hrefFor={(target) => hrefWith({ page: target })}
        >
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">{t('bulletinsCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('edition')}</th>
                  <th scope="col">{t('title')}</th>
                  <th scope="col">{t('circularNumber')}</th>
                  <th scope="col">{t('date')}</th>
                  <th scope="col">{t('file')}</th>
                </tr>
              </thead>
              <tbody>
                {data.map((item) => (
                  <tr key={item.id}>
                    <th scope="row" className={styles.nowrap}>
                      {item.edition}
                    </th>
                    <td>{item.title}</td>
                    <td>{item.circularNumber}</td>
                    <td className={styles.nowrap}>
                      <time dateTime={item.date}>{formatDate(item.date, locale)}</time>
                    </td>
                    <td>
                      <DownloadLink file={item.file} itemTitle={`${item.edition} ${item.title}`} />
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
