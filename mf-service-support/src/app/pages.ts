import type { PageLoaders } from '@ksei/shared/section';
import type { PageId } from '../routes.js';

const content = () => import('../features/service-pages/components/ContentPageView.js');
const products = () => import('../features/investment-products/components/ProductListPage.js');
const product = () => import('../features/investment-products/components/ProductPage.js');
const instructionSchedule = () => import('../features/instruction-schedule/components/InstructionSchedulePage.js');
const isinLookup = () => import('../features/isin-lookup/components/IsinLookupPage.js');
const security = () => import('../features/isin-lookup/components/SecurityPage.js');
const corporateActions = () => import('../features/corporate-actions/components/CorporateActionsPage.js');

/** Which feature renders each page this section owns in the route manifest. */
export const pages: PageLoaders<PageId> = {
  'service.securitiesRegistration': content,
  'service.accountHolderAdministration': content,
  'service.investorAccountAdministration': content,
  'service.serviceUsers': content,
  'service.guidance': content,
  'service.onlineAccountOpening': content,
  'service.serviceFee': content,
  'service.equitySecurities': products,
  'service.debtSecurities': products,
  'service.mutualFund': products,
  'service.securitiesCrowdfunding': products,
  'service.investmentProduct': product,
  'service.operationalSchedule': content,
  'service.scheduleInstructions': instructionSchedule,
  'service.scheduleOfCorporateActions': corporateActions,
  'service.assetManagementServices': content,
  'service.securityDepository': content,
  'service.settlementServices': content,
  'service.corporateActionServices': content,
  'service.infrastructureProviderServices': content,
  'service.otherServices': content,
  'service.productInvestmentRegistration': content,
  'service.sInvestRegistration': content,
  isin: isinLookup,
  'isin.security': security,
};
