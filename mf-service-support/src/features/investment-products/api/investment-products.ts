import {
  useApi,
  type InvestmentProduct,
  type InvestmentProductType,
  type ItemResponse,
  type ListResponse,
} from '@ksei/shared';

/** Which product type each list page of this section shows, and back. */
export const TYPE_OF_PAGE: Readonly<Record<string, InvestmentProductType>> = {
  'service.equitySecurities': 'equity-securities',
  'service.debtSecurities': 'debt-securities',
  'service.mutualFund': 'mutual-fund',
  'service.securitiesCrowdfunding': 'securities-crowdfunding',
};

export function listPageOf(type: InvestmentProductType): string {
  return Object.entries(TYPE_OF_PAGE).find(([, value]) => value === type)?.[0] ?? 'service.equitySecurities';
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
