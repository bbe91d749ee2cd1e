import { itemPage } from '@ksei/shared/editor';
import { ANNOUNCEMENT_EDITOR } from './announcement-editor.js';

/** One announcement: its state, form, workflow and preview links (the editor kit's page). */
const page = itemPage(ANNOUNCEMENT_EDITOR);
export const loader = page.loader;
export default page.Page;
