import type { FaqItem } from '@ksei/shared';
import { PublishedNotices } from '@ksei/shared/content';
import styles from './faq.module.css';

/**
 * A question in a disclosure widget; its answer's lines become paragraphs, followed by what happened to
 * it after it went out (a withdrawal's dated reason, the notes of its updates).
 */
export function FaqQuestion({ item }: { readonly item: FaqItem }) {
  return (
    <details className={styles.item} data-faq={item.id}>
      <summary>{item.question}</summary>
      <div className={styles.answer}>
        {item.answer
          .split(/\n{2,}|\n/)
          .filter((line) => line.trim() !== '')
          .map((line, index) => (
            <p key={index}>{line}</p>
          ))}
        <PublishedNotices item={item} />
      </div>
    </details>
  );
}
