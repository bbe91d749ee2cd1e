import { historyPage } from '@ksei/shared/editor';
import { VACANCY_EDITOR } from './vacancy-editor.js';

/** A vacancy's revisions, diff and audit trail (the editor kit's page). */
const page = historyPage(VACANCY_EDITOR);
export const loader = page.loader;
export default page.Page;
