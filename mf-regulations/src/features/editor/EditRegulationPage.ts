import { itemPage } from '@ksei/shared/editor';
import { REGULATION_EDITOR } from './regulation-editor.js';

/** One regulation: its state, form and workflow (the editor kit's page). */
const page = itemPage(REGULATION_EDITOR);
export const loader = page.loader;
export default page.Page;
