/** A `file` field's stored files: uploaded once, judged by the server by their content, read back by id. */
import { fetchApi, httpClient, type Locale } from '@ksei/shared';
import { ATTACHMENT_FIELD, type AttachmentInfo, type ContentType } from '@ksei/shared/api';
import { answerOf, publishingBase, type Answer } from './client.js';

/** POST /api/publishing/:type/attachments: one file, judged by the server by its content. */
export function uploadFile(
  type: ContentType,
  file: Blob & { readonly name: string },
  locale: Locale,
): Promise<Answer<AttachmentInfo>> {
  const form = new FormData();
  form.append(ATTACHMENT_FIELD, file, file.name);
  return answerOf((client) => client.post(`${publishingBase(type)}/attachments?locale=${locale}`, form), locale, {
    network: 'file.failedNetwork',
    server: 'file.failedServer',
  });
}

/** GET /api/publishing/:type/attachments/:id */
export async function readFile(
  type: ContentType,
  id: number,
  locale: Locale,
  signal?: AbortSignal,
): Promise<AttachmentInfo> {
  const url = `${publishingBase(type)}/attachments/${id}`;
  return (await fetchApi<{ data: AttachmentInfo }>(url, { locale }, { signal })).data;
}

/** The stored file's bytes (read with the session's header), for staff to open. */
export async function fileBlob(type: ContentType, id: number): Promise<Blob> {
  const client = await httpClient();
  return (await client.get<Blob>(`${publishingBase(type)}/attachments/${id}/file`, { responseType: 'blob' })).data;
}
