import { editorListPage } from '@ksei/shared/editor';
import { PRESS_RELEASE_EDITOR } from './press-release-editor.js';

/** The press release editor's list (the editor kit's page). */
const page = editorListPage(PRESS_RELEASE_EDITOR);
export const loader = page.loader;
export default page.Page;
