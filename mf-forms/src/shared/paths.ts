import { buildPath, type Locale } from '@ksei/shared';
import type { LinkTarget } from '../routes.js';

/**
 * The path of a page this section may link to: one of its own, or another section's page it names
 * in its declaration's `links` (which the release checks against the live site). Any other id does
 * not compile.
 */
export const pathTo: (id: LinkTarget, locale: Locale, params?: Readonly<Record<string, string>>) => string = buildPath;
