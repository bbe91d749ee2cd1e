import { useEffect, useRef, useState } from 'react';
import { useFormText } from './strings.js';
import styles from './form.module.css';

/** How long typing must pause before what is left is announced. */
const COUNT_PAUSE_MS = 1000;

/** "120 of 10,000 characters", and a polite announcement of what is left once the typing pauses. */
export function CharacterCount({
  id,
  length,
  max,
}: {
  readonly id: string;
  readonly length: number;
  readonly max: number;
}) {
  const t = useFormText();
  const [announced, setAnnounced] = useState('');
  const over = length > max;
  const spoken = over ? t('charactersOver', { count: length - max }) : t('charactersLeft', { count: max - length });
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const timer = setTimeout(() => setAnnounced(spoken), COUNT_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [spoken]);
  return (
    <>
      <p id={id} className={over ? `${styles.count} ${styles.countOver}` : styles.count}>
        {t('characters', { count: length, max })}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announced}
      </p>
    </>
  );
}
