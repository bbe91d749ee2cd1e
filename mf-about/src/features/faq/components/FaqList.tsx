import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataUnavailable, type FaqCategory, type FaqItem } from '@ksei/shared';
import { useListQuery } from '@ksei/shared/section/page';
import { faqFilterFromQuery, filterFaq, groupFaq } from '../api/faq.js';
import styles from './faq.module.css';

/** Filters (category, text) and the questions grouped by category, each answer in a disclosure widget. */
export function FaqList({
  items,
  categories,
}: {
  readonly items: readonly FaqItem[];
  readonly categories: readonly FaqCategory[];
}) {
  const { t } = useTranslation('mf-about');
  const ids = useId();
  // `?category=…&q=…` in the address preselects the filters (links from elsewhere); typing then filters
  // the loaded questions at once, without a new read, so the filters stay in the page's state.
  const { params } = useListQuery();
  const [category, setCategory] = useState(() => faqFilterFromQuery(params, categories).category);
  const [query, setQuery] = useState(() => faqFilterFromQuery(params, categories).query);
  if (items.length === 0) return <DataUnavailable />;
  const shown = filterFaq(items, { category, query });
  const groups = groupFaq(shown, categories, t('faq.otherCategory'));
  const filtered = category !== '' || query.trim() !== '';
  return (
    <>
      <form
        className={styles.filters}
        role="search"
        aria-label={t('faq.filters')}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className={styles.field}>
          <label htmlFor={`${ids}-category`}>{t('faq.category')}</label>
          <select id={`${ids}-category`} value={category} onChange={(event) => setCategory(event.target.value)}>
            <option value="">{t('faq.allCategories')}</option>
            {categories.map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className={`${styles.field} ${styles.grow}`}>
          <label htmlFor={`${ids}-query`}>{t('faq.query')}</label>
          <input
            id={`${ids}-query`}
            type="search"
            value={query}
            maxLength={100}
            aria-describedby={`${ids}-hint`}
            onChange={(event) => setQuery(event.target.value)}
          />
          <span id={`${ids}-hint`} className={styles.hint}>
            {t('faq.queryHint')}
          </span>
        </div>
        {filtered ? (
          <button
            type="button"
            className={styles.reset}
            onClick={() => {
              setCategory('');
              setQuery('');
            }}
          >
            {t('faq.reset')}
          </button>
        ) : null}
      </form>
      <p className={styles.count} role="status" aria-live="polite">
        {shown.length === 0 ? t('faq.none') : t('faq.count', { count: shown.length })}
      </p>
      {groups.map((group) => (
        <section key={group.code || 'other'} className={styles.group} aria-labelledby={`${ids}-g-${group.code}`}>
          <h2 id={`${ids}-g-${group.code}`}>{group.label}</h2>
          {group.items.map((item) => (
            <details key={item.id} className={styles.item} data-faq={item.id}>
              <summary>{item.question}</summary>
              <div className={styles.answer}>
                {item.answer
                  .split(/\n{2,}|\n/)
                  .filter((line) => line.trim() !== '')
                  .map((line, index) => (
                    <p key={index}>{line}</p>
                  ))}
              </div>
            </details>
          ))}
        </section>
      ))}
    </>
  );
}
