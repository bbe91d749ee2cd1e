import { useLocale, type ContentBlock } from '@ksei/shared';
import { formatDate } from '@ksei/shared/content';
import styles from './company.module.css';

type TimelineBlock = Extract<ContentBlock, { type: 'timeline' }>;

/** A full ISO date in the locale's words; a year or any other label stays as published. */
export function timelineDate(date: string, locale: 'id' | 'en'): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatDate(date, locale) : date;
}

/** The journey's milestones, dates in the locale's format, each title one level below the section. */
export function Timeline({ block, level }: { readonly block: TimelineBlock; readonly level: 2 | 3 }) {
  const locale = useLocale();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <ol className={styles.timeline}>
      {block.items.map((item) => (
        <li key={item.date + item.title}>
          <p className={styles.timelineDate}>
            <time dateTime={item.date}>{timelineDate(item.date, locale)}</time>
          </p>
          <Heading className={styles.timelineTitle}>{item.title}</Heading>
          {item.text ? <p className={styles.timelineText}>{item.text}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * Blocks split into runs for the shared renderer and timelines rendered here (the shared renderer shows
 * raw ISO dates). A timeline's titles are h3 under a heading block, h2 otherwise, so levels never skip.
 */
export function segments(
  blocks: readonly ContentBlock[],
): ({ kind: 'blocks'; blocks: ContentBlock[] } | { kind: 'timeline'; block: TimelineBlock; level: 2 | 3 })[] {
  const out: ({ kind: 'blocks'; blocks: ContentBlock[] } | { kind: 'timeline'; block: TimelineBlock; level: 2 | 3 })[] =
    [];
  let headed = false;
  for (const block of blocks) {
    if (block.type === 'timeline') {
      out.push({ kind: 'timeline', block, level: headed ? 3 : 2 });
      continue;
    }
    if (block.type === 'heading') headed = true;
    const last = out[out.length - 1];
    if (last && last.kind === 'blocks') last.blocks.push(block);
    else out.push({ kind: 'blocks', blocks: [block] });
  }
  return out;
}
