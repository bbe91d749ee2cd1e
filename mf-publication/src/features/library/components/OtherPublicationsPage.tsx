import { useTranslation } from 'react-i18next';
import { PageHeader, formatDate, BusyList, DownloadLink, Results, listStyles as styles } from '@ksei/shared';
import { useListQuery, usePageData } from '@ksei/shared/section/page';
import { loadOtherPublications } from '../api/library.js';

export const loader = loadOtherPublications;

/** Other publications: title, date and the download. */
export default function OtherPublicationsPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-publication');
  const { hrefWith, locale, busy } = useListQuery();
  const { data, meta } = usePageData<typeof loader>();
  return (
    <>
      <PageHeader pageId={pageId} lead={t('otherLead')} />
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
              <caption className="visually-hidden">{t('otherCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('title')}</th>
                  <th scope="col">{t('date')}</th>
                  <th scope="col">{t('file')}</th>
                </tr>
              </thead>
              <tbody>
                {data.map((item) => (
                  <tr key={item.id}>
                    <th scope="row">{item.title}</th>
                    <td className={styles.nowrap}>
                      <time dateTime={item.date}>{formatDate(item.date, locale)}</time>
                    </td>
                    <td>
                      <DownloadLink file={item.file} itemTitle={item.title} />
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
