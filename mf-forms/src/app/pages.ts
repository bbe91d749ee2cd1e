import type { PageLoaders } from '@ksei/shared/section';
import type { PageId } from '../routes.js';

const forms = () => import('../features/forms/FormPage.js');

/** Which feature renders each page this section owns in the route manifest. */
export const pages: PageLoaders<PageId> = {
  contact: forms,
  whistleblowingForm: forms,
};
