import { historyPage } from '@ksei/shared/editor';
import { REGULATION_EDITOR } from './regulation-editor.js';

/** A regulation's revisions, diff and audit trail (the editor kit's page). */
const page = historyPage(REGULATION_EDITOR);
export const loader = page.loader;
export default page.Page;
