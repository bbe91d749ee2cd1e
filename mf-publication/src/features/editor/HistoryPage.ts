import { historyPage } from '@ksei/shared/editor';
import { ANNOUNCEMENT_EDITOR } from './announcement-editor.js';

/** An announcement's revisions, diff and audit trail (the editor kit's page). */
const page = historyPage(ANNOUNCEMENT_EDITOR);
export const loader = page.loader;
export default page.Page;
