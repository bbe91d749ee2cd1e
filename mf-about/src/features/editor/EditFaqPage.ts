import { itemPage } from '@ksei/shared/editor';
import { FAQ_EDITOR } from './faq-editor.js';

/** One question: its state, form and workflow (the editor kit's page). */
const page = itemPage(FAQ_EDITOR);
export const loader = page.loader;
export default page.Page;
