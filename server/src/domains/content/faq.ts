import type { FaqCategory, FaqItem, FaqListQuery, ListQuery, ListResponse, Locale } from '@ksei/shared/node';
import type { Queryable } from '../../db/database.js';
import { Conditions, col, listPage } from '../../db/sql.js';
import { labelledCodes } from './labelled-codes.js';
import { publishedState, publishedStateColumns, visibleNow, type PublishedStateRow } from './published-state.js';

type Row = Omit<FaqItem, 'locales' | 'withdrawal' | 'updates'> & PublishedStateRow;
const columns = (l: Locale): string =>
  `f.id, f.category, f.${col('question', l)} as question, f.${col('answer', l)} as answer, ${publishedStateColumns('f')}`;
const VISIBLE = visibleNow('f');
const toItem =
  (locale: Locale) =>
  ({ locales, withdrawn_at, withdrawal, change_history, ...rest }: Row): FaqItem => ({
    ...rest,
    ...publishedState({ locales, withdrawn_at, withdrawal, change_history }, locale),
  });

/** The FAQ's categories, in their order. */
export function faqCategories(db: Queryable, query: ListQuery): Promise<ListResponse<FaqCategory>> {
  return labelledCodes(db, 'faq_categories', query);
}

/** One page of questions, category by category: one category, search in questions and answers. */
export function faqList(db: Queryable, query: FaqListQuery): Promise<ListResponse<FaqItem>> {
  const { category, q, locale } = query;
  const conditions = new Conditions().always(VISIBLE);
  if (category) conditions.add('f.category = ?', category);
  conditions.containsAny([`f.${col('question', locale)}`, `f.${col('answer', locale)}`], q);
  return listPage<Row, FaqItem>(
    db,
    {
      select: columns(locale),
      from: 'faqs f join faq_categories c on c.code = f.category',
      conditions,
      orderBy: 'c.sort, f.sort',
    },
    query,
    toItem(locale),
  );
}

/** One question, if it exists. */
export async function faqItem(db: Queryable, id: string, l: Locale): Promise<FaqItem | undefined> {
  const [row] = await db.query<Row>(`select ${columns(l)} from faqs f where f.id = $1 and ${VISIBLE}`, [id]);
  return row ? toItem(l)(row) : undefined;
}
