/** The FAQ's categories the site holds: the choices of a question's `category` field. */
import { fetchApi, type Locale } from '@ksei/shared';
import type { FaqCategory } from '@ksei/shared/api';
import type { FieldChoices } from '@ksei/shared/editor';

/** The categories, in the page's language, as the category field's choices. */
export async function faqCategoryChoices(locale: Locale, signal: AbortSignal | undefined): Promise<FieldChoices> {
  const categories = await fetchApi<{ data: FaqCategory[] }>(
    '/api/faq-categories',
    { locale, pageSize: 100 },
    { signal },
  );
  return { category: categories.data.map((category) => ({ value: category.code, label: category.label })) };
}
