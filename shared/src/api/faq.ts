/**
 * The FAQ, declared once: the server validates and serializes with these schemas, and the types below
 * are derived from them.
 *
 * GET /api/faq?category&q — `ListResponse<FaqItem>` (`q` matches question or answer); /api/faq/:id
 * GET /api/faq-categories — `ListResponse<FaqCategory>`
 */
import { listQuerySchema, PUBLISHED_STATE_PROPERTIES, Q_PARAM } from './common.js';
import { objectSchema, type FromSchema } from './json-schema.js';

const text = { type: 'string' } as const;

export const FAQ_CATEGORY_SCHEMA = objectSchema({ code: text, label: text });
export type FaqCategory = FromSchema<typeof FAQ_CATEGORY_SCHEMA>;

export const FAQ_LIST_QUERY_SCHEMA = listQuerySchema({
  ...Q_PARAM,
  /** A category's code (see /api/faq-categories). */
  category: { type: 'string', maxLength: 100 },
});
export type FaqListQuery = FromSchema<typeof FAQ_LIST_QUERY_SCHEMA>;

export const FAQ_ITEM_SCHEMA = objectSchema({
  id: text,
  category: text,
  question: text,
  answer: text,
  ...PUBLISHED_STATE_PROPERTIES,
});
export type FaqItem = FromSchema<typeof FAQ_ITEM_SCHEMA>;
