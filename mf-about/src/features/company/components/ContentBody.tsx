import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AsyncContent, Blocks, DataUnavailable, SampleNotice, formatDate, useLocale } from '@ksei/shared';
import { contentKeyOf, useContentPage } from '../api/content-page.js';
import { Timeline, segments } from './Timeline.js';
import styles from './company.module.css';

/**
 * The body of a content page: summary, sample notice, blocks and the date it was last updated. `after`
 * renders below it once the page has settled (loaded or failed), so nothing moves down under the reader.
 */
export function ContentBody({ pageId, after }: { readonly pageId: string; readonly after?: ReactNode }) {
  const { t } = useTranslation('mf-about');
  const locale = useLocale();
  const state = useContentPage(pageId);
  if (!contentKeyOf(pageId))
    return (
      <>
        <DataUnavailable />
        {after}
      </>
    );
  return (
    <>
      <AsyncContent state={state}>
        {({ data }) =>
          data.blocks.length === 0 && !data.summary ? (
            <DataUnavailable />
          ) : (
            <article className={styles.article}>
              {data.sample ? <SampleNotice /> : null}
              {data.summary ? <p className={styles.summary}>{data.summary}</p> : null}
              {segments(data.blocks).map((segment, index) =>
                segment.kind === 'blocks' ? (
                  <Blocks key={index} blocks={segment.blocks} />
                ) : (
                  <Timeline key={index} block={segment.block} level={segment.level} />
                ),
              )}
              {data.updatedAt ? (
                <p className={styles.updated}>{t('updatedAt', { date: formatDate(data.updatedAt, locale) })}</p>
              ) : null}
            </article>
          )
        }
      </AsyncContent>
      {state.status === 'loading' ? null : after}
    </>
  );
}
