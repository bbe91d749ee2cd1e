/**
 * A type's items in the editor: the pages' loaders (read in the browser only, with the session; a
 * server render gets `pending` and draws a neutral loading state) and the writes.
 */
import { fetchApi, type Locale } from '@ksei/shared';
import {
  PUBLISHING_LIMITS,
  WORKING_STATES,
  type ActionBody,
  type AuditEntry,
  type ContentData,
  type ContentType,
  type EditorItem,
  type FieldDiff,
  type PublishingAction,
  type RevisionSummary,
  type SaveBody,
  type WorkingState,
} from '@ksei/shared/api';
import { oneOf, pageFromQuery } from '@ksei/shared/content';
import { browserOnly } from '@ksei/shared/staff';
import type { EditorConfig, FieldChoices } from '../config.js';
import { itemNumber, publishingBase, sendChange, type Change } from './client.js';

export interface EditorList {
  readonly data: readonly EditorItem[];
  readonly meta: {
    readonly page: number;
    readonly pageSize: number;
    readonly total: number;
    readonly totalPages: number;
  };
}

/** The list's filters as the address holds them (anything else reads as no filter). */
export function listFilters(search: URLSearchParams) {
  return {
    q: (search.get('q') ?? '').slice(0, 200),
    working: oneOf<WorkingState | ''>(search.get('working'), WORKING_STATES, ''),
  };
}

/** GET /api/publishing/:type with the address's filters and page. */
export function listLoader(type: ContentType) {
  return browserOnly(({ locale, search, signal }) => {
    const { q, working } = listFilters(search);
    return fetchApi<EditorList>(
      publishingBase(type),
      { locale, q, working, page: pageFromQuery(search), pageSize: PUBLISHING_LIMITS.pageSizeDefault },
      { signal },
    );
  });
}

/** The choices the site holds for the type's shared fields; none when the declaration has them all. */
export function readChoices(
  config: EditorConfig,
  locale: Locale,
  signal: AbortSignal | undefined,
): Promise<FieldChoices> {
  return config.choices ? config.choices(locale, signal) : Promise.resolve({});
}

/** A new item's form: only its choices to read, in the browser (the form needs the session there). */
export function choicesLoader(config: EditorConfig) {
  return browserOnly(({ locale, signal }) => readChoices(config, locale, signal));
}

/** GET /api/publishing/:type/:id, and the form's choices. */
export function itemLoader(config: EditorConfig) {
  const base = publishingBase(config.type);
  return browserOnly(async ({ locale, params, signal }) => {
    const [item, choices] = await Promise.all([
      fetchApi<{ data: EditorItem }>(`${base}/${itemNumber(params)}`, { locale }, { signal }),
      readChoices(config, locale, signal),
    ]);
    return { item: item.data, choices };
  });
}

export interface History {
  readonly item: EditorItem;
  readonly revisions: readonly RevisionSummary[];
  /** Null when the account may not read it (it needs the section's publish scope). */
  readonly audit: readonly AuditEntry[] | null;
  /** The two revisions compared and what changed, when the address names two. */
  readonly diff: { readonly from: number; readonly to: number; readonly fields: readonly FieldDiff[] } | null;
}

const revisionFrom = (value: string | null): number => (value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 0);

/** The item, its revisions, its audit trail (if the account may read it) and the diff the address asks for. */
export function historyLoader(type: ContentType) {
  const base = publishingBase(type);
  return browserOnly(async ({ locale, params, search, signal }): Promise<History> => {
    const id = itemNumber(params);
    const [item, revisions, audit] = await Promise.all([
      fetchApi<{ data: EditorItem }>(`${base}/${id}`, { locale }, { signal }),
      fetchApi<{ data: RevisionSummary[] }>(`${base}/${id}/revisions`, { locale }, { signal }),
      fetchApi<{ data: AuditEntry[] }>(`${base}/${id}/audit`, { locale }, { signal }).catch((error: unknown) => {
        if (error instanceof Error && 'status' in error && error.status === 403) return null;
        throw error;
      }),
    ]);
    const from = revisionFrom(search.get('from'));
    const to = revisionFrom(search.get('to'));
    const diff =
      from && to && from !== to
        ? {
            from,
            to,
            fields: (await fetchApi<{ data: FieldDiff[] }>(`${base}/${id}/diff`, { locale, from, to }, { signal }))
              .data,
          }
        : null;
    return { item: item.data, revisions: revisions.data, audit: audit?.data ?? null, diff };
  });
}

/** POST /api/publishing/:type `{ key, data }`: a new item, its first revision a draft. */
export function createItem(type: ContentType, key: string, data: ContentData, locale: Locale): Promise<Change> {
  return sendChange((client, url) => client.post(url, { key, data }), publishingBase(type), locale);
}

/** PUT /api/publishing/:type/:id: a new revision (refused with the current item on a conflict). */
export function saveItem(type: ContentType, id: number, body: SaveBody, locale: Locale): Promise<Change> {
  return sendChange((client, url) => client.put(url, body), `${publishingBase(type)}/${id}`, locale);
}

/** POST /api/publishing/:type/:id/:action */
export function act(
  type: ContentType,
  id: number,
  action: PublishingAction,
  body: ActionBody,
  locale: Locale,
): Promise<Change> {
  return sendChange((client, url) => client.post(url, body), `${publishingBase(type)}/${id}/${action}`, locale);
}

/** POST /api/publishing/:type/:id/restore: a new draft holding that revision's values. */
export function restore(
  type: ContentType,
  id: number,
  version: number,
  revision: number,
  locale: Locale,
): Promise<Change> {
  const url = `${publishingBase(type)}/${id}/restore`;
  return sendChange((client, to) => client.post(to, { version, revision }), url, locale);
}
