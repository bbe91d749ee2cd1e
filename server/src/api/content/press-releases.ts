import {
  DATED_LIST_QUERY_SCHEMA,
  PRESS_RELEASE_SCHEMA,
  PRESS_RELEASE_SUMMARY_SCHEMA,
  SLUG_PARAMS_SCHEMA,
  type DatedListQuery,
  type SlugParams,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { pressRelease, pressReleaseList } from '../../domains/content/press-releases.js';
import { wasUnpublished } from '../../domains/publishing/index.js';
import { ApiError } from '../../http/error-format.js';
import { getItem, getList } from './read-routes.js';

/** GET /api/press-releases?q&year&sort — GET /api/press-releases/:slug */
export function registerPressReleasesApi(app: FastifyInstance, db: Queryable): void {
  getList(app, {
    path: '/api/press-releases',
    query: DATED_LIST_QUERY_SCHEMA,
    item: PRESS_RELEASE_SUMMARY_SCHEMA,
    read: (query: DatedListQuery) => pressReleaseList(db, query),
  });
  getItem(app, {
    path: '/api/press-releases/:slug',
    params: SLUG_PARAMS_SCHEMA,
    item: PRESS_RELEASE_SCHEMA,
    // One taken off the site on purpose is gone (410), not unknown.
    read: async ({ slug }: SlugParams, locale) => {
      const item = await pressRelease(db, slug, locale);
      if (!item && (await wasUnpublished(db, 'pressRelease', slug))) throw new ApiError(410, 'gone');
      return item;
    },
  });
}
