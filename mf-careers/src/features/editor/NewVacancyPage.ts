import { newItemPage } from '@ksei/shared/editor';
import { VACANCY_EDITOR } from './vacancy-editor.js';

/** A new vacancy (the editor kit's page). */
const page = newItemPage(VACANCY_EDITOR);
export const loader = page.loader;
export default page.Page;
