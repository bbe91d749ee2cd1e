import { buildPath, type Locale } from '@ksei/shared';
import type { LinkTarget } from '../routes.js';

/** The path of a page this section may link to (its own, or one named in its declaration's `links`). */
export const pathTo: (id: LinkTarget, locale: Locale, params?: Readonly<Record<string, string>>) => string = buildPath;
