import { createSection } from '@ksei/shared/section';
import { pages } from './app/pages.js';

/** The one expose of this remote (`./spa`): single-spa lifecycles. */
export const { bootstrap, mount, unmount } = createSection('mf-forms', pages);
