import type { PageLoaders } from '@ksei/shared/section';

const forms = () => import('../features/forms/FormPage.js');

/** Which feature renders each page this section owns in the route manifest. */
export const pages: PageLoaders = {
  contact: forms,
  whistleblowingForm: forms,
};
