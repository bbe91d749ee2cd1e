import type { PageLoaders } from '@ksei/shared/section';
import type { PageId } from '../routes.js';

const company = () => import('../features/company/CompanyPage.js');
const management = () => import('../features/management/ManagementPage.js');
const faq = () => import('../features/faq/FaqPage.js');
const stakeholders = () => import('./StakeholdersPage.js');
const accessibility = () => import('../features/accessibility/AccessibilityPage.js');

const editorList = () => import('../features/editor/EditorListPage.js');
const editorNew = () => import('../features/editor/NewFaqPage.js');
const editorItem = () => import('../features/editor/EditFaqPage.js');
const editorHistory = () => import('../features/editor/HistoryPage.js');

/** Which feature renders each page this section owns in the route manifest. */
export const pages: PageLoaders<PageId> = {
  'about.overview': company,
  'about.journey': company,
  'about.management': management,
  'about.governance': company,
  'about.stakeholders': stakeholders,
  'about.antiBribery': company,
  'about.whistleblowing': company,
  faq,
  disclaimer: company,
  terms: company,
  accessibility,
  'editor.faqs': editorList,
  'editor.faqNew': editorNew,
  'editor.faq': editorItem,
  'editor.faqHistory': editorHistory,
};
