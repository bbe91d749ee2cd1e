import { newItemPage } from '@ksei/shared/editor';
import { ANNOUNCEMENT_EDITOR } from './announcement-editor.js';

/** A new announcement (the editor kit's page). */
const page = newItemPage(ANNOUNCEMENT_EDITOR);
export const loader = page.loader;
export default page.Page;
