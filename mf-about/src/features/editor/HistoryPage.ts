import { historyPage } from '@ksei/shared/editor';
import { FAQ_EDITOR } from './faq-editor.js';

/** A question's revisions, diff and audit trail (the editor kit's page). */
const page = historyPage(FAQ_EDITOR);
export const loader = page.loader;
export default page.Page;
