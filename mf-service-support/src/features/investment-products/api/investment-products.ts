import {
  useApi,
  type InvestmentProduct,
  type InvestmentProductType,
  type ItemResponse,
  type ListResponse,
} from '@ksei/shared';
import type { PageId } from '../../../routes.js';

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

/** GET /api/investment-products?type&q&page&pageSize */
export function useInvestmentProducts(query: {
  readonly type: InvestmentProductType | undefined;
  readonly q: string;
  readonly page: number;
  readonly pageSize: number;
}) {
  return useApi<ListResponse<InvestmentProduct>>(query.type ? '/api/investment-products' : null, { ...query });
}

/** GET /api/investment-products/:code — 404 for an unknown code. */
export function useInvestmentProduct(code: string) {
  return useApi<ItemResponse<InvestmentProduct>>(code ? `/api/investment-products/${encodeURIComponent(code)}` : null);
}
