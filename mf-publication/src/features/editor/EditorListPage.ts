import { editorListPage } from '@ksei/shared/editor';
import { ANNOUNCEMENT_EDITOR } from './announcement-editor.js';

/** The announcement editor's list, with the day's batch upload beside the new-item link (the editor kit's page). */
const page = editorListPage(ANNOUNCEMENT_EDITOR);
export const loader = page.loader;
export default page.Page;
