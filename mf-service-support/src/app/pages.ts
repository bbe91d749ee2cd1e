import type { PageLoaders } from '@ksei/shared/section';

const services = () => import('../features/services/ServicePage.js');

/** Which feature renders each page this section owns in the route manifest. */
export const pages: PageLoaders = {
  'service.securitiesRegistration': services,
  'service.accountHolderAdministration': services,
  'service.investorAccountAdministration': services,
  'service.serviceUsers': services,
  'service.guidance': services,
  'service.onlineAccountOpening': services,
  'service.serviceFee': services,
  'service.equitySecurities': services,
  'service.debtSecurities': services,
  'service.mutualFund': services,
  'service.securitiesCrowdfunding': services,
  'service.investmentProduct': services,
  'service.operationalSchedule': services,
  'service.scheduleInstructions': services,
  'service.scheduleOfCorporateActions': services,
  'service.assetManagementServices': services,
  'service.securityDepository': services,
  'service.settlementServices': services,
  'service.corporateActionServices': services,
  'service.infrastructureProviderServices': services,
  'service.otherServices': services,
  'service.productInvestmentRegistration': services,
  'service.sInvestRegistration': services,
  isin: services,
};
