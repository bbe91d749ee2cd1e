import { newItemPage } from '@ksei/shared/editor';
import { FAQ_EDITOR } from './faq-editor.js';

/** A new question (the editor kit's page). */
const page = newItemPage(FAQ_EDITOR);
export const loader = page.loader;
export default page.Page;
