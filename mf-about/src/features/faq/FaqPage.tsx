import { AsyncContent, PageHeader } from '@ksei/shared';
import { useFaq, useFaqCategories } from './api/faq.js';
import { FaqList } from './components/FaqList.js';

/** Frequently asked questions, grouped by category, filterable by category and by text. */
export default function FaqPage({ pageId }: { readonly pageId: string }) {
  const faq = useFaq();
  const categories = useFaqCategories();
  return (
    <>
      <PageHeader pageId={pageId} />
      <AsyncContent state={categories}>
        {(categoryList) => (
          <AsyncContent state={faq}>
            {(items) => <FaqList items={items.data} categories={categoryList.data} />}
          </AsyncContent>
        )}
      </AsyncContent>
    </>
  );
}
