import { createSection } from '@ksei/shared/section';
import { registerStrings } from './app/i18n/index.js';
import { pages } from './app/pages.js';
import { ROUTES } from './routes.js';

registerStrings();

/** The one expose of this remote (`./spa`): single-spa lifecycles. */
export const { bootstrap, mount, unmount } = createSection(ROUTES, pages);
