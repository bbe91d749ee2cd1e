import { Link } from '@ksei/shared';
import styles from './list.module.css';

/** One choice of a filter: its words (with its count, if any), the address it leads to, whether it is the current one. */
export interface FilterLink {
  readonly key: string;
  readonly label: string;
  readonly href: string;
  readonly current: boolean;
}

/**
 * A filter offered as links, one per choice (tabs of a list, the result types of a search): plain
 * addresses, so they work without JavaScript and each choice can be bookmarked; the chosen one is
 * marked current.
 */
export function FilterLinks({
  label,
  name,
  links,
}: {
  /** The group's accessible name. */
  readonly label: string;
  /** The filter's name, for tests and styles (`data-tabs`). */
  readonly name: string;
  readonly links: readonly FilterLink[];
}) {
  return (
    <nav aria-label={label} className={styles.filterLinks} data-tabs={name}>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.href} aria-current={link.current ? 'true' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
