/** Each content type's public projection (see `projection.ts`). */
import type { ContentType } from '@ksei/shared/node';
import { announcement } from './announcement.js';
import { faq } from './faq.js';
import { pressRelease } from './press-release.js';
import type { Projection } from './projection.js';
import { regulation } from './regulation.js';
import { vacancy } from './vacancy.js';

export type { Projection, Publication } from './projection.js';

export const PROJECTIONS: Readonly<Record<ContentType, Projection>> = {
  announcement,
  faq,
  pressRelease,
  regulation,
  vacancy,
};
