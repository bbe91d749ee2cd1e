import { itemPage } from '@ksei/shared/editor';
import { PRESS_RELEASE_EDITOR } from './press-release-editor.js';

/** One press release: its state, form and workflow (the editor kit's page). */
const page = itemPage(PRESS_RELEASE_EDITOR);
export const loader = page.loader;
export default page.Page;
