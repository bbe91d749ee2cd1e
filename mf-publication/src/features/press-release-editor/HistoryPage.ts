import { historyPage } from '@ksei/shared/editor';
import { PRESS_RELEASE_EDITOR } from './press-release-editor.js';

/** A press release's revisions, diff and audit trail (the editor kit's page). */
const page = historyPage(PRESS_RELEASE_EDITOR);
export const loader = page.loader;
export default page.Page;
