/**
 * The day's batch of announcement PDFs (contract: `@ksei/shared/api` publishing-batch): made from
 * files already uploaded, then submitted and approved whole. Calls go the editor kit's way (the
 * shared client with the session's header; a refusal in the page's language).
 */
import { fetchApi, type Locale } from '@ksei/shared';
import type { BatchAction, BatchFile, EditorBatch } from '@ksei/shared/api';
import { answerOf, itemNumber, publishingBase, type Answer } from '@ksei/shared/editor';
import { browserOnly } from '@ksei/shared/staff';

const BASE = publishingBase('announcement');

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
