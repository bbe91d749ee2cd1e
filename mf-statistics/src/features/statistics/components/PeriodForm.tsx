import { useElementId } from '@ksei/shared';
import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './statistics.module.css';

export interface PeriodOption {
  readonly value: string;
  readonly label: string;
}

/**
 * The period (or month) to show: a GET form, so it works without JavaScript; with it, the change goes
 * through the section's router (`onChoose`), as soon as it is made.
 */
export function PeriodForm({
  name,
  label,
  value,
  options,
  onChoose,
}: {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly options: readonly PeriodOption[];
  readonly onChoose: (value: string) => void;
}) {
  const { t } = useTranslation('mf-statistics');
  const id = useElementId();
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get(name);
    if (typeof chosen === 'string') onChoose(chosen);
  };
  return (
    <form method="get" className={styles.periodForm} onSubmit={submit} data-print-hidden="">
      <div>
        <label htmlFor={id}>{label}</label>
        <select id={id} name={name} value={value} onChange={(event) => onChoose(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit">{t('showPeriod')}</button>
    </form>
  );
}
