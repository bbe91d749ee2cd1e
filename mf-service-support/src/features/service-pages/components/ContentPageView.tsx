import { useTranslation } from 'react-i18next';
import {
  Blocks,
  DataUnavailable,
  PageHeader,
  SampleNotice,
  formatDate,
  useLocale,
  AsyncList as Async,
} from '@ksei/shared';
import { contentKeyOf, useContentPage } from '../api/content-page.js';
import styles from './content-page.module.css';

/** A service-support content page: its summary, blocks (text, lists, tables, files) and last update. */
export default function ContentPageView({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-service-support');
  const locale = useLocale();
  const key = contentKeyOf(pageId);
  const state = useContentPage(key);
  return (
    <>
      <PageHeader pageId={pageId} />
      {key ? (
        <Async state={state}>
          {({ data }) => (
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
          )}
        </Async>
      ) : (
        <DataUnavailable />
      )}
    </>
  );
}
