/**
 * How the editor talks to the publishing API (contract: `@ksei/shared/api` publishing): every call goes
 * through the shared HTTP client, which adds the session's `Authorization` header, and a refusal is
 * answered in the page's language (the server's own sentence, else the kit's).
 */
import { HttpError, httpClient, type ApiErrorBody, type Locale } from '@ksei/shared';
import type { ContentType, EditorItem, PublishingRefusal } from '@ksei/shared/api';
import type { PageLoaderArgs } from '@ksei/shared/section/page';
import { editorText } from '../strings.js';

/** Where a type's items are: `/api/publishing/announcement`, `/api/publishing/regulation`. */
export const publishingBase = (type: ContentType): string => `/api/publishing/${type}`;

/** The item's number from the address; 0 (which names none) when it is not one. */
export function itemNumber(params: PageLoaderArgs['params']): number {
  const slug = params.slug ?? '';
  return /^[1-9]\d{0,9}$/.test(slug) ? Number(slug) : 0;
}

type Client = Awaited<ReturnType<typeof httpClient>>;

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

/** Sends one change to an item and reads the whole item back, or the refusal with its field problems. */
export async function sendChange(
  write: (client: Client, url: string) => Promise<{ data: { data: EditorItem } }>,
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

/** A call's answer: its data, or why not in the page's language (a refusal's own sentence, else ours). */
export type Answer<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

const FAILED = { network: 'failed.network', server: 'failed.server' } as const;

/**
 * Runs one call with the shared client and reads `{ data }` from its answer; a refusal (4xx, or a
 * 503 saying when to try again) answers the server's sentence, a dropped connection or a server error
 * the kit's own (`failed` names which of its words: the file field's or the form's).
 */
export async function answerOf<T>(
  run: (client: Client) => Promise<{ data: { data: T } }>,
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
