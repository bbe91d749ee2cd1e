import { editorListPage } from '@ksei/shared/editor';
import { FAQ_EDITOR } from './faq-editor.js';

/** The FAQ editor's list (the editor kit's page). */
const page = editorListPage(FAQ_EDITOR);
export const loader = page.loader;
export default page.Page;
