import { createSectionRenderer } from '@ksei/shared/section/server';
import { NAMESPACE, strings } from './app/i18n/index.js';
import { pages } from './app/pages.js';
import { ROUTES } from './routes.js';

/** The server build's entry (`dist/server/section.cjs`): this section's pages for the first response. */
export const { remote, render } = createSectionRenderer(ROUTES, pages, { namespace: NAMESPACE, resources: strings });
