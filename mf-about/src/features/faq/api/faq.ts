import { fetchApi, type FaqCategory, type FaqItem, type ListResponse } from '@ksei/shared';
import { textFromQuery } from '@ksei/shared/content';
import type { PageLoaderArgs } from '@ksei/shared/section/page';

/**
 * GET /api/faq with GET /api/faq-categories, in parallel (one page of 100 each): the page filters them
 * itself as the visitor types, so the filters are not part of the read.
 */
export async function loadFaq({ locale, signal }: PageLoaderArgs) {
  const [items, categories] = await Promise.all([
    fetchApi<ListResponse<FaqItem>>('/api/faq', { locale, pageSize: 100 }, { signal }),
    fetchApi<ListResponse<FaqCategory>>('/api/faq-categories', { locale, pageSize: 100 }, { signal }),
  ]);
  return { items: items.data, categories: categories.data };
}

/** The filters a link may preselect (`?category=…&q=…`); an unknown category means all of them. */
export function faqFilterFromQuery(search: URLSearchParams, categories: readonly FaqCategory[]): FaqFilter {
  const wanted = search.get('category') ?? '';
  return {
    category: categories.some((option) => option.code === wanted) ? wanted : '',
    query: textFromQuery(search.get('q')),
  };
}

/** Lower case, no diacritics, single spaces: what the text filter compares. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export interface FaqFilter {
  /** Category code, or '' for every category. */
  readonly category: string;
  readonly query: string;
}

/** Items of the chosen category whose question or answer contains every word of the query. */
export function filterFaq(items: readonly FaqItem[], { category, query }: FaqFilter): FaqItem[] {
  const words = normalize(query).split(' ').filter(Boolean);
  return items.filter((item) => {
    if (category && item.category !== category) return false;
    if (words.length === 0) return true;
    const haystack = normalize(`${item.question} ${item.answer}`);
    return words.every((word) => haystack.includes(word));
  });
}

export interface FaqGroup {
  readonly code: string;
  readonly label: string;
  readonly items: readonly FaqItem[];
}

/**
 * Items grouped in the order of the categories; items of a category the list does not know go last,
 * under `otherLabel`. Empty groups are left out.
 */
export function groupFaq(
  items: readonly FaqItem[],
  categories: readonly FaqCategory[],
  otherLabel: string,
): FaqGroup[] {
  const known = new Set(categories.map((category) => category.code));
  const groups: FaqGroup[] = categories.map((category) => ({
    code: category.code,
    label: category.label,
    items: items.filter((item) => item.category === category.code),
  }));
  groups.push({ code: '', label: otherLabel, items: items.filter((item) => !known.has(item.category)) });
  return groups.filter((group) => group.items.length > 0);
}
