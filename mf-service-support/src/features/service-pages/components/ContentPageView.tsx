import { useTranslation } from 'react-i18next';
import { PageHeader, useLocale } from '@ksei/shared';
import { Blocks, DataUnavailable, SampleNotice, formatDate } from '@ksei/shared/content';
import { usePageData } from '@ksei/shared/section/page';
import { loadContentPage } from '../api/content-page.js';
import styles from './content-page.module.css';

export const loader = loadContentPage;

/** A service-support content page: its summary, blocks (text, lists, tables, files) and last update. */
export default function ContentPageView({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-service-support');
  const locale = useLocale();
  const data = usePageData<typeof loader>();
  return (
    <>
      <PageHeader pageId={pageId} />
      {data ? (
        <>
          {data.summary ? <p className={styles.summary}>{data.summary}</p> : null}
          {data.sample ? <SampleNotice /> : null}
          {data.blocks.length > 0 ? (
            <div className={styles.blocks}>
              <Blocks blocks={data.blocks} />
            </div>
          ) : (
            <DataUnavailable />
          )}
          <p className={styles.updated}>{t('updatedAt', { date: formatDate(data.updatedAt, locale) })}</p>
        </>
      ) : (
        <DataUnavailable />
      )}
    </>
  );
}
