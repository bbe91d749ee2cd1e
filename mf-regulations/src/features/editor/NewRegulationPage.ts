import { newItemPage } from '@ksei/shared/editor';
import { REGULATION_EDITOR } from './regulation-editor.js';

/** A new regulation (the editor kit's page). */
const page = newItemPage(REGULATION_EDITOR);
export const loader = page.loader;
export default page.Page;
