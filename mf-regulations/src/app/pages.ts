import type { PageLoaders } from '@ksei/shared/section';
import type { PageId } from '../routes.js';

const regulations = () => import('../features/regulations/components/RegulationsPage.js');
// The editor's pages load the editor kit with them: nothing of it reaches the public pages.
const editorList = () => import('../features/editor/EditorListPage.js');
const editorNew = () => import('../features/editor/NewRegulationPage.js');
const editorItem = () => import('../features/editor/EditRegulationPage.js');
const editorHistory = () => import('../features/editor/HistoryPage.js');

/** Which feature renders each page this section owns in the route manifest. */
export const pages: PageLoaders<PageId> = {
  'regulations.capitalMarketLaw': regulations,
  'regulations.fsaRegulations': regulations,
  'regulations.kseiRegulations': regulations,
  'regulations.kseiRegulationDraft': regulations,
  'regulations.operatingProcedure': regulations,
  'editor.regulations': editorList,
  'editor.regulationNew': editorNew,
  'editor.regulation': editorItem,
  'editor.regulationHistory': editorHistory,
};
