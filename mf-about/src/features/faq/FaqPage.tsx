import { PageHeader } from '@ksei/shared';
import { queryFiltersLoadedData, usePageData } from '@ksei/shared/section/page';
import { loadFaq } from './api/faq.js';
import { FaqList } from './components/FaqList.js';

export const loader = loadFaq;
/** The filters in the query string narrow the questions already loaded: changing them reads nothing. */
export const shouldRevalidate = queryFiltersLoadedData;

/** Frequently asked questions, grouped by category, filterable by category and by text. */
export default function FaqPage({ pageId }: { readonly pageId: string }) {
  const { items, categories } = usePageData<typeof loader>();
  return (
    <>
      <PageHeader pageId={pageId} />
      <FaqList items={items} categories={categories} />
    </>
  );
}
