import { useApi, type ListResponse, type Regulation, type RegulationCategory } from '@ksei/shared';
import type { RegulationSort } from './sort.js';

/** Which regulation category each page of this section lists. */
export const CATEGORY_OF_PAGE: Readonly<Record<string, RegulationCategory>> = {
  'regulations.capitalMarketLaw': 'capital-market-law',
  'regulations.fsaRegulations': 'fsa-regulations',
  'regulations.kseiRegulations': 'ksei-regulations',
  'regulations.kseiRegulationDraft': 'ksei-regulation-draft',
  'regulations.operatingProcedure': 'operating-procedure',
};

/** GET /api/regulations?category&q&sort&page&pageSize */
export function useRegulations(query: {
  readonly category: RegulationCategory | undefined;
  readonly q: string;
  readonly sort: RegulationSort;
  readonly page: number;
  readonly pageSize: number;
}) {
  return useApi<ListResponse<Regulation>>(query.category ? '/api/regulations' : null, { ...query });
}
