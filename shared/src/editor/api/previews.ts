/** An item's preview links (contract: `@ksei/shared/api` publishing-previews). */
import type { Locale } from '@ksei/shared';
import type { ContentType, PreviewCreated, PreviewLink } from '@ksei/shared/api';
import { answerOf, publishingBase, type Answer } from './client.js';

/** GET /api/publishing/:type/:id/previews */
export function listPreviewLinks(type: ContentType, id: number, locale: Locale): Promise<Answer<PreviewLink[]>> {
  return answerOf((client) => client.get(`${publishingBase(type)}/${id}/previews?locale=${locale}`), locale);
}

/** POST /api/publishing/:type/:id/previews `{ hours }`: the token comes once, in this answer. */
export function makePreviewLink(
  type: ContentType,
  id: number,
  hours: number,
  locale: Locale,
): Promise<Answer<PreviewCreated>> {
  const url = `${publishingBase(type)}/${id}/previews?locale=${locale}`;
  return answerOf((client) => client.post(url, { hours }), locale);
}

/** POST /api/publishing/:type/:id/previews/:link/revoke */
export function revokePreviewLink(
  type: ContentType,
  id: number,
  link: number,
  locale: Locale,
): Promise<Answer<PreviewLink>> {
  const url = `${publishingBase(type)}/${id}/previews/${link}/revoke?locale=${locale}`;
  return answerOf((client) => client.post(url), locale);
}
