import { itemPage } from '@ksei/shared/editor';
import { VACANCY_EDITOR } from './vacancy-editor.js';

/** One vacancy: its state, form and workflow (the editor kit's page). */
const page = itemPage(VACANCY_EDITOR);
export const loader = page.loader;
export default page.Page;
