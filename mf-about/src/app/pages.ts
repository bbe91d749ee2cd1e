import type { PageLoaders } from '@ksei/shared/section';

const company = () => import('../features/company/CompanyPage.js');

/** Which feature renders each page this section owns in the route manifest. */
export const pages: PageLoaders = {
  'about.overview': company,
  'about.journey': company,
  'about.management': company,
  'about.governance': company,
  'about.stakeholders': company,
  'about.antiBribery': company,
  'about.whistleblowing': company,
  faq: company,
  disclaimer: company,
  terms: company,
};
