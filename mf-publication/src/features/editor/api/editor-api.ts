/**
 * The announcement editor's reads and writes (contract: `@ksei/shared/api` publishing). Every call goes
 * through the shared HTTP client, which adds the session's `Authorization` header; the reads run only in
 * the browser (a server render gets `pending` and draws a neutral loading state).
 */
import { HttpError, fetchApi, httpClient, type ApiErrorBody, type Locale } from '@ksei/shared';
import {
  ATTACHMENT_FIELD,
  PUBLISHING_LIMITS,
  WORKING_STATES,
  type AttachmentInfo,
  type BatchAction,
  type BatchFile,
  type EditorBatch,
  type PreviewCreated,
  type PreviewLink,
  type ActionBody,
  type AnnouncementType,
  type AuditEntry,
  type ContentData,
  type EditorItem,
  type FieldDiff,
  type PublishingAction,
  type PublishingRefusal,
  type RevisionSummary,
  type SaveBody,
  type WorkingState,
} from '@ksei/shared/api';
import { oneOf, pageFromQuery } from '@ksei/shared/content';
import type { PageLoaderArgs } from '@ksei/shared/section/page';
import { browserOnly } from '@ksei/shared/staff';
import { editorText } from '../strings.js';

import { TYPE } from './content-type.js';

export { TYPE };
const BASE = `/api/publishing/${TYPE}`;

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

/** GET /api/publishing/announcement with the address's filters and page. */
export const loadList = browserOnly(({ locale, search, signal }) => {
  const { q, working } = listFilters(search);
  return fetchApi<EditorList>(
    BASE,
    { locale, q, working, page: pageFromQuery(search), pageSize: PUBLISHING_LIMITS.pageSizeDefault },
    { signal },
  );
});

/** A shared field's choices read from the site (the announcement types), each a value and its label. */
export type FieldChoices = Readonly<Record<string, readonly { readonly value: string; readonly label: string }[]>>;

/** The announcement types, in the page's language, as the type field's choices. */
async function readChoices(locale: Locale, signal: AbortSignal | undefined): Promise<FieldChoices> {
  const types = await fetchApi<{ data: AnnouncementType[] }>(
    '/api/announcement-types',
    { locale, pageSize: 100 },
    { signal },
  );
  return { type: types.data.map((type) => ({ value: type.code, label: type.label })) };
}

/** A new item's form: only its choices to read, in the browser (the form needs the session there). */
export const loadChoices = browserOnly(({ locale, signal }) => readChoices(locale, signal));

/** The item's number from the address; 0 (which names none) when it is not one. */
export function itemNumber(params: PageLoaderArgs['params']): number {
  const slug = params.slug ?? '';
  return /^[1-9]\d{0,9}$/.test(slug) ? Number(slug) : 0;
}

/** GET /api/publishing/announcement/:id, and the form's choices. */
export const loadItem = browserOnly(async ({ locale, params, signal }) => {
  const [item, choices] = await Promise.all([
    fetchApi<{ data: EditorItem }>(`${BASE}/${itemNumber(params)}`, { locale }, { signal }),
    readChoices(locale, signal),
  ]);
  return { item: item.data, choices };
});

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
export const loadHistory = browserOnly(async ({ locale, params, search, signal }): Promise<History> => {
  const id = itemNumber(params);
  const [item, revisions, audit] = await Promise.all([
    fetchApi<{ data: EditorItem }>(`${BASE}/${id}`, { locale }, { signal }),
    fetchApi<{ data: RevisionSummary[] }>(`${BASE}/${id}/revisions`, { locale }, { signal }),
    fetchApi<{ data: AuditEntry[] }>(`${BASE}/${id}/audit`, { locale }, { signal }).catch((error: unknown) => {
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
          fields: (await fetchApi<{ data: FieldDiff[] }>(`${BASE}/${id}/diff`, { locale, from, to }, { signal })).data,
        }
      : null;
  return { item: item.data, revisions: revisions.data, audit: audit?.data ?? null, diff };
});

/** A change's answer: the item as it now is, or why not (in the page's language). */
export type Change =
  | { readonly ok: true; readonly item: EditorItem }
  | {
      readonly ok: false;
      /** 0: no answer (the connection dropped). */
      readonly status: number;
      readonly message: string;
      readonly reason?: PublishingRefusal;
      /** Field problems by field (`shared.date`, `id.title`, …). */
      readonly fields: Readonly<Record<string, string>>;
      /** The item as it now is (a conflict: someone else saved first). */
      readonly current?: EditorItem;
    };

interface PublishingErrorBody {
  readonly error: ApiErrorBody['error'] & { readonly reason?: PublishingRefusal; readonly current?: EditorItem };
}

async function send(
  write: (client: Awaited<ReturnType<typeof httpClient>>, url: string) => Promise<{ data: { data: EditorItem } }>,
  url: string,
  locale: Locale,
): Promise<Change> {
  try {
    const client = await httpClient();
    const answer = await write(client, `${url}?locale=${locale}`);
    return { ok: true, item: answer.data.data };
  } catch (error) {
    if (!(error instanceof HttpError)) {
      return { ok: false, status: 0, message: editorText('failed.network', locale), fields: {} };
    }
    const { status } = error.response;
    const body = error.response.data as Partial<PublishingErrorBody> | undefined;
    const fields = Object.fromEntries((body?.error?.fields ?? []).map((field) => [field.name, field.message]));
    const message = status >= 500 || !body?.error?.message ? editorText('failed.server', locale) : body.error.message;
    return {
      ok: false,
      status,
      message,
      fields,
      ...(body?.error?.reason ? { reason: body.error.reason } : {}),
      ...(body?.error?.current ? { current: body.error.current } : {}),
    };
  }
}

/** POST /api/publishing/announcement `{ key, data }`: a new item, its first revision a draft. */
export function createItem(key: string, data: ContentData, locale: Locale): Promise<Change> {
  return send((client, url) => client.post(url, { key, data }), BASE, locale);
}

/** PUT /api/publishing/announcement/:id: a new revision (refused with the current item on a conflict). */
export function saveItem(id: number, body: SaveBody, locale: Locale): Promise<Change> {
  return send((client, url) => client.put(url, body), `${BASE}/${id}`, locale);
}

/** POST /api/publishing/announcement/:id/:action */
export function act(id: number, action: PublishingAction, body: ActionBody, locale: Locale): Promise<Change> {
  return send((client, url) => client.post(url, body), `${BASE}/${id}/${action}`, locale);
}

/** POST /api/publishing/announcement/:id/restore: a new draft holding that revision's values. */
export function restore(id: number, version: number, revision: number, locale: Locale): Promise<Change> {
  return send((client, url) => client.post(url, { version, revision }), `${BASE}/${id}/restore`, locale);
}

/** A call's answer: its data, or why not in the page's language (a refusal's own sentence, else ours). */
export type Answer<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/**
 * Runs one call with the shared client and reads `{ data }` from its answer; a refusal (4xx, or a
 * 503 saying when to try again) answers the server's sentence, a dropped connection or a server error
 * the editor's own (`failed` names which words: the file field's or the form's).
 */
async function answerOf<T>(
  run: (client: Awaited<ReturnType<typeof httpClient>>) => Promise<{ data: { data: T } }>,
  locale: Locale,
  failed: { readonly network: string; readonly server: string } = FAILED,
): Promise<Answer<T>> {
  try {
    return { ok: true, value: (await run(await httpClient())).data.data };
  } catch (error) {
    if (!(error instanceof HttpError)) return { ok: false, message: editorText(failed.network, locale) };
    const body = error.response.data as Partial<ApiErrorBody> | undefined;
    const { status } = error.response;
    const message = status >= 500 && status !== 503 ? undefined : body?.error?.message;
    return { ok: false, message: message ?? editorText(failed.server, locale) };
  }
}

const FAILED = { network: 'failed.network', server: 'failed.server' } as const;

/** POST /api/publishing/announcement/attachments: one file, judged by the server by its content. */
export function uploadFile(file: Blob & { readonly name: string }, locale: Locale): Promise<Answer<AttachmentInfo>> {
  const form = new FormData();
  form.append(ATTACHMENT_FIELD, file, file.name);
  return answerOf((client) => client.post(`${BASE}/attachments?locale=${locale}`, form), locale, {
    network: 'file.failedNetwork',
    server: 'file.failedServer',
  });
}

/** GET /api/publishing/announcement/attachments/:id */
export async function readFile(id: number, locale: Locale, signal?: AbortSignal): Promise<AttachmentInfo> {
  return (await fetchApi<{ data: AttachmentInfo }>(`${BASE}/attachments/${id}`, { locale }, { signal })).data;
}

/** The stored file's bytes (read with the session's header), for staff to open. */
export async function fileBlob(id: number): Promise<Blob> {
  const client = await httpClient();
  return (await client.get<Blob>(`${BASE}/attachments/${id}/file`, { responseType: 'blob' })).data;
}

/** GET /api/publishing/announcement/batches/:id (the address's number). */
export const loadBatch = browserOnly(async ({ locale, params, signal }) => {
  const id = itemNumber(params);
  return (await fetchApi<{ data: EditorBatch }>(`${BASE}/batches/${id}`, { locale }, { signal })).data;
});

/** POST /api/publishing/announcement/batches: drafts from files already uploaded. */
export function makeBatch(files: readonly BatchFile[], locale: Locale): Promise<Answer<EditorBatch>> {
  return answerOf((client) => client.post(`${BASE}/batches?locale=${locale}`, { files }), locale);
}

/** POST /api/publishing/announcement/batches/:id/:action, made from the versions the page shows. */
export function actOnBatch(
  batch: EditorBatch,
  action: BatchAction,
  publishAt: string | null,
  locale: Locale,
): Promise<Answer<EditorBatch>> {
  const versions = Object.fromEntries(batch.items.map((item) => [String(item.id), item.version]));
  const body = { versions, ...(publishAt ? { publishAt } : {}) };
  return answerOf((client) => client.post(`${BASE}/batches/${batch.id}/${action}?locale=${locale}`, body), locale);
}

/** GET /api/publishing/announcement/:id/previews */
export function listPreviewLinks(id: number, locale: Locale): Promise<Answer<PreviewLink[]>> {
  return answerOf((client) => client.get(`${BASE}/${id}/previews?locale=${locale}`), locale);
}

/** POST /api/publishing/announcement/:id/previews `{ hours }`: the token comes once, in this answer. */
export function makePreviewLink(id: number, hours: number, locale: Locale): Promise<Answer<PreviewCreated>> {
  return answerOf((client) => client.post(`${BASE}/${id}/previews?locale=${locale}`, { hours }), locale);
}

/** POST /api/publishing/announcement/:id/previews/:link/revoke */
export function revokePreviewLink(id: number, link: number, locale: Locale): Promise<Answer<PreviewLink>> {
  return answerOf((client) => client.post(`${BASE}/${id}/previews/${link}/revoke?locale=${locale}`), locale);
}
