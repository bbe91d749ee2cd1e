import { editorListPage } from '@ksei/shared/editor';
import { VACANCY_EDITOR } from './vacancy-editor.js';

/** The vacancy editor's list (the editor kit's page). */
const page = editorListPage(VACANCY_EDITOR);
export const loader = page.loader;
export default page.Page;
