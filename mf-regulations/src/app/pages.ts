import type { PageLoaders } from '@ksei/shared/section';
import type { PageId } from '../routes.js';

const regulations = () => import('../features/regulations/components/RegulationsPage.js');

/** Which feature renders each page this section owns in the route manifest. */
export const pages: PageLoaders<PageId> = {
  'regulations.capitalMarketLaw': regulations,
  'regulations.fsaRegulations': regulations,
  'regulations.kseiRegulations': regulations,
  'regulations.kseiRegulationDraft': regulations,
  'regulations.operatingProcedure': regulations,
};
