import type { VacancySummary } from '@ksei/shared';
import { VacancyCard } from './VacancyCard.js';
import styles from './vacancies.module.css';

/** One group of vacancies under its heading (open, or filled); nothing when the group is empty. */
export function VacancyGroup({
  headingId,
  heading,
  vacancies,
}: {
  readonly headingId: string;
  readonly heading: string;
  readonly vacancies: readonly VacancySummary[];
}) {
  if (vacancies.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ul className={styles.list}>
        {vacancies.map((vacancy) => (
          <li key={vacancy.slug}>
            <VacancyCard vacancy={vacancy} />
          </li>
        ))}
      </ul>
    </section>
  );
}
