import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useTypedBeforeHydration, type FaqCategory, type FaqItem, useElementId } from '@ksei/shared';
import { DataUnavailable, textFromQuery } from '@ksei/shared/content';
import { useListQuery } from '@ksei/shared/section/page';
import { faqFilterFromQuery, filterFaq, groupFaq } from '../api/faq.js';
import { FaqQuestion } from './FaqQuestion.js';
import styles from './faq.module.css';

/**
 * The filters, kept in the address (`?category=…&q=…`): a filtered list can be linked to and back
 * restores it. They filter the questions already loaded (the page's `shouldRevalidate`), so typing
 * reads nothing; the typed text is kept locally, the address follows it without a history entry per key.
 */
function useFaqFilters(categories: readonly FaqCategory[], queryField: RefObject<HTMLInputElement | null>) {
  const { params, update } = useListQuery();
  const fromAddress = faqFilterFromQuery(params, categories);
  const [query, setQuery] = useState(fromAddress.query);
  const [seen, setSeen] = useState(fromAddress.query);
  if (seen !== fromAddress.query) {
    // The address changed another way (back, a link): it wins over what was typed.
    setSeen(fromAddress.query);
    setQuery(fromAddress.query);
  }
  const typeQuery = (text: string): void => {
    setQuery(text);
    setSeen(textFromQuery(text));
    update({ q: textFromQuery(text) }, { replace: true });
  };
  useTypedBeforeHydration(queryField, typeQuery);
  return {
    category: fromAddress.category,
    query,
    typeQuery,
    chooseCategory: (code: string) => update({ category: code }),
    reset: () => {
      setQuery('');
      setSeen('');
      update({ category: '', q: '' });
    },
  };
}

type FaqFilterState = ReturnType<typeof useFaqFilters>;

/** The category and text filters; without JavaScript a plain GET form. */
function FaqFilters({
  ids,
  categories,
  filters,
  queryField,
}: {
  readonly ids: string;
  readonly categories: readonly FaqCategory[];
  readonly filters: FaqFilterState;
  readonly queryField: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation('mf-about');
  const filtered = filters.category !== '' || filters.query.trim() !== '';
  return (
    <form
      className={styles.filters}
      data-print-hidden=""
      role="search"
      aria-label={t('faq.filters')}
      method="get"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className={styles.field}>
        <label htmlFor={`${ids}-category`}>{t('faq.category')}</label>
        <select
          id={`${ids}-category`}
          name="category"
          value={filters.category}
          onChange={(event) => filters.chooseCategory(event.target.value)}
        >
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
          ref={queryField}
          id={`${ids}-query`}
          type="search"
          name="q"
          value={filters.query}
          maxLength={100}
          aria-describedby={`${ids}-hint`}
          onChange={(event) => filters.typeQuery(event.target.value)}
        />
        <span id={`${ids}-hint`} className={styles.hint}>
          {t('faq.queryHint')}
        </span>
      </div>
      {filtered ? (
        <button type="button" className={styles.reset} onClick={filters.reset}>
          {t('faq.reset')}
        </button>
      ) : null}
      {/* Without JavaScript the filters are a plain GET form: this button submits it. */}
      <button type="submit" className={styles.noscriptApply}>
        {t('faq.apply')}
      </button>
    </form>
  );
}

/** Filters (category, text) and the questions grouped by category, each answer in a disclosure widget. */
export function FaqList({
  items,
  categories,
}: {
  readonly items: readonly FaqItem[];
  readonly categories: readonly FaqCategory[];
}) {
  const { t } = useTranslation('mf-about');
  const ids = useElementId();
  const queryField = useRef<HTMLInputElement>(null);
  const filters = useFaqFilters(categories, queryField);
  if (items.length === 0) return <DataUnavailable />;
  const shown = filterFaq(items, { category: filters.category, query: filters.query });
  const groups = groupFaq(shown, categories, t('faq.otherCategory'));
  return (
    <>
      <FaqFilters ids={ids} categories={categories} filters={filters} queryField={queryField} />
      <p className={styles.count} role="status" aria-live="polite">
        {shown.length === 0 ? t('faq.none') : t('faq.count', { count: shown.length })}
      </p>
      {groups.map((group) => (
        <section key={group.code || 'other'} className={styles.group} aria-labelledby={`${ids}-g-${group.code}`}>
          <h2 id={`${ids}-g-${group.code}`}>{group.label}</h2>
          {group.items.map((item) => (
            <FaqQuestion key={item.id} item={item} />
          ))}
        </section>
      ))}
    </>
  );
}
