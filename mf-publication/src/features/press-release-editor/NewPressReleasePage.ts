import { newItemPage } from '@ksei/shared/editor';
import { PRESS_RELEASE_EDITOR } from './press-release-editor.js';

/** A new press release (the editor kit's page). */
const page = newItemPage(PRESS_RELEASE_EDITOR);
export const loader = page.loader;
export default page.Page;
