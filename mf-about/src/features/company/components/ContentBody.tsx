import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale, type ContentPage } from '@ksei/shared';
import { Blocks, DataUnavailable, SampleNotice, formatDate } from '@ksei/shared/content';
import { Failure } from '../../../shared/Failure.js';
import type { Settled } from '../../../shared/settled.js';
import { Timeline, segments } from './Timeline.js';
import styles from './company.module.css';

/**
 * The body of a content page (as its loader read it): summary, sample notice, blocks and the date it
 * was last updated; "data unavailable" when the page has no content. `after` renders below it either way.
 */
export function ContentBody({
  content,
  after,
}: {
  readonly content: Settled<ContentPage> | null;
  readonly after?: ReactNode;
}) {
  return (
    <>
      {!content ? (
        <DataUnavailable />
      ) : content.ok ? (
        <Article page={content.value} />
      ) : (
        <Failure status={content.status} message={content.message} />
      )}
      {after}
    </>
  );
}

function Article({ page }: { readonly page: ContentPage }) {
  const { t } = useTranslation('mf-about');
  const locale = useLocale();
  if (page.blocks.length === 0 && !page.summary) return <DataUnavailable />;
  return (
    <article className={styles.article}>
      {page.sample ? <SampleNotice /> : null}
      {page.summary ? <p className={styles.summary}>{page.summary}</p> : null}
      {segments(page.blocks).map((segment, index) =>
        segment.kind === 'blocks' ? (
          <Blocks key={index} blocks={segment.blocks} />
        ) : (
          <Timeline key={index} block={segment.block} level={segment.level} />
        ),
      )}
      {page.updatedAt ? (
        <p className={styles.updated}>{t('updatedAt', { date: formatDate(page.updatedAt, locale) })}</p>
      ) : null}
    </article>
  );
}
