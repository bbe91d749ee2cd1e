import {
  fetchApi,
  type InvestmentProduct,
  type InvestmentProductType,
  type ItemResponse,
  type ListResponse,
} from '@ksei/shared';
import { pageFromQuery, textFromQuery } from '@ksei/shared/content';
import type { PageLoaderArgs } from '@ksei/shared/section/page';
import type { PageId } from '../../../routes.js';

export const PAGE_SIZE = 20;

/** Which product type each list page of this section shows, and back. */
export const TYPE_OF_PAGE = {
  'service.equitySecurities': 'equity-securities',
  'service.debtSecurities': 'debt-securities',
  'service.mutualFund': 'mutual-fund',
  'service.securitiesCrowdfunding': 'securities-crowdfunding',
} as const satisfies Partial<Record<PageId, InvestmentProductType>>;

type ListPageId = keyof typeof TYPE_OF_PAGE;

/** The product type a list page shows; none for a page that is not a product list. */
export function typeOfPage(pageId: string): InvestmentProductType | undefined {
  return (TYPE_OF_PAGE as Readonly<Record<string, InvestmentProductType>>)[pageId];
}

export function listPageOf(type: InvestmentProductType): ListPageId {
  const pages = Object.keys(TYPE_OF_PAGE) as ListPageId[];
  return pages.find((page) => TYPE_OF_PAGE[page] === type) ?? 'service.equitySecurities';
}

/**
 * GET /api/investment-products?type&q&page&pageSize — the type from the page id, search text and page
 * from the query string. A page that is not a product list never routes here (pages.ts), hence the throw.
 */
export function loadInvestmentProducts({ pageId, locale, search, signal }: PageLoaderArgs) {
  const type = typeOfPage(pageId);
  if (!type) throw new Error(`${pageId} is not a product list`);
  const query = { type, q: textFromQuery(search.get('q')), page: pageFromQuery(search), pageSize: PAGE_SIZE };
  return fetchApi<ListResponse<InvestmentProduct>>('/api/investment-products', { locale, ...query }, { signal });
}

/** GET /api/investment-products/:code — an unknown code is a 404 (the page shows "data unavailable"). */
export function loadInvestmentProduct({ locale, params, signal }: PageLoaderArgs) {
  const code = encodeURIComponent(params.slug ?? '');
  return fetchApi<ItemResponse<InvestmentProduct>>(`/api/investment-products/${code}`, { locale }, { signal });
}
