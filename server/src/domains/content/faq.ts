import type { FaqCategory, FaqItem, FaqListQuery, ListQuery, ListResponse, Locale } from '@ksei/shared/node';
import type { Queryable } from '../../db/database.js';
import { Conditions, col, listPage } from '../../db/sql.js';
import { labelledCodes } from './labelled-codes.js';

const columns = (l: Locale): string => `id, category, ${col('question', l)} as question, ${col('answer', l)} as answer`;

/** The FAQ's categories, in their order. */
export function faqCategories(db: Queryable, query: ListQuery): Promise<ListResponse<FaqCategory>> {
  return labelledCodes(db, 'faq_categories', query);
}

/** One page of questions, category by category: one category, search in questions and answers. */
export function faqList(db: Queryable, query: FaqListQuery): Promise<ListResponse<FaqItem>> {
  const { category, q, locale } = query;
  const conditions = new Conditions();
  if (category) conditions.add('f.category = ?', category);
  conditions.containsAny([`f.${col('question', locale)}`, `f.${col('answer', locale)}`], q);
  return listPage<FaqItem, FaqItem>(
    db,
    {
      select: `f.id, f.category, f.${col('question', locale)} as question, f.${col('answer', locale)} as answer`,
      from: 'faqs f join faq_categories c on c.code = f.category',
      conditions,
      orderBy: 'c.sort, f.sort',
    },
    query,
    (row) => row,
  );
}

/** One question, if it exists. */
export async function faqItem(db: Queryable, id: string, l: Locale): Promise<FaqItem | undefined> {
  const [row] = await db.query<FaqItem>(`select ${columns(l)} from faqs where id = $1`, [id]);
  return row;
}
