import type { ReactNode } from 'react';
import styles from './facts.module.css';

export interface Fact {
  readonly term: string;
  readonly value: ReactNode;
}

/** An item's facts as a description list of term and value rows (a security, a product). */
export function Facts({ facts }: { readonly facts: readonly Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(({ term, value }) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
