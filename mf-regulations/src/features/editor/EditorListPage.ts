import { editorListPage } from '@ksei/shared/editor';
import { REGULATION_EDITOR } from './regulation-editor.js';

/** The regulation editor's list (the editor kit's page). */
const page = editorListPage(REGULATION_EDITOR);
export const loader = page.loader;
export default page.Page;
