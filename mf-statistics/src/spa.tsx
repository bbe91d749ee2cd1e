import { createSection } from '@ksei/shared/section';
import { pages } from './app/pages.js';
import { ROUTES } from './routes.js';

/** The one expose of this remote (`./spa`): single-spa lifecycles. */
export const { bootstrap, mount, unmount } = createSection(ROUTES, pages);
