/**
 * The staff inbox's reads and writes (contract: `@ksei/shared/api` inbox). Every call goes through the
 * shared HTTP client, which adds the session's `Authorization` header; nothing of it runs on the server:
 * a server render (the server normally leaves these pages to the browser) gets `pending` and draws a
 * neutral loading state, and the browser reads the data once it runs the page.
 */
import { HttpError, fetchApi, httpClient, i18n, type ApiErrorBody, type Locale } from '@ksei/shared';
import {
  INBOX_LIMITS,
  REPORT_STATUSES,
  VIOLATION_TYPES,
  isIsoDate,
  type InboxMessageDetail,
  type InboxMessageList,
  type InboxReportDetail,
  type InboxReportList,
  type ReportStatusCode,
} from '@ksei/shared/api';
import { oneOf, pageFromQuery } from '@ksei/shared/content';
import type { PageLoaderArgs } from '@ksei/shared/section/page';
import { browserOnly } from '@ksei/shared/staff';

const dateFromQuery = (value: string | null): string => (value && isIsoDate(value) ? value : '');

/** The report list's filters as the address holds them (anything else reads as no filter). */
export function reportFilters(search: URLSearchParams) {
  return {
    status: oneOf<ReportStatusCode | ''>(search.get('status'), REPORT_STATUSES, ''),
    type: oneOf<string>(search.get('type'), VIOLATION_TYPES, ''),
    from: dateFromQuery(search.get('from')),
    to: dateFromQuery(search.get('to')),
    overdue: search.get('overdue') === 'true',
  };
}

/** The message list's filters as the address holds them. */
export function messageFilters(search: URLSearchParams) {
  return {
    from: dateFromQuery(search.get('from')),
    to: dateFromQuery(search.get('to')),
    unread: search.get('unread') === 'true',
  };
}

/** GET /api/inbox/reports with the address's filters and page. */
export const loadReports = browserOnly(({ locale, search, signal }) => {
  const { status, type, from, to, overdue } = reportFilters(search);
  return fetchApi<InboxReportList>(
    '/api/inbox/reports',
    {
      locale,
      status,
      type,
      from,
      to,
      overdue: overdue ? 'true' : undefined,
      page: pageFromQuery(search),
      pageSize: INBOX_LIMITS.pageSizeDefault,
    },
    { signal },
  );
});

const slugOf = (params: PageLoaderArgs['params']): string => encodeURIComponent(params.slug ?? '');

/** GET /api/inbox/reports/:reference (the server writes the read to the report's audit trail). */
export const loadReport = browserOnly(({ locale, params, signal }) =>
  fetchApi<{ data: InboxReportDetail }>(`/api/inbox/reports/${slugOf(params)}`, { locale }, { signal }).then(
    (answer) => answer.data,
  ),
);

/** GET /api/inbox/messages with the address's filters and page. */
export const loadMessages = browserOnly(({ locale, search, signal }) => {
  const { from, to, unread } = messageFilters(search);
  return fetchApi<InboxMessageList>(
    '/api/inbox/messages',
    {
      locale,
      from,
      to,
      unread: unread ? 'true' : undefined,
      page: pageFromQuery(search),
      pageSize: INBOX_LIMITS.pageSizeDefault,
    },
    { signal },
  );
});

/** GET /api/inbox/messages/:reference (marks it read). */
export const loadMessage = browserOnly(({ locale, params, signal }) =>
  fetchApi<{ data: InboxMessageDetail }>(`/api/inbox/messages/${slugOf(params)}`, { locale }, { signal }).then(
    (answer) => answer.data,
  ),
);

/** The address of one evidence file (a download: the server answers it as an attachment). */
export function evidenceUrl(reference: string, evidenceId: string): string {
  return `/api/inbox/reports/${encodeURIComponent(reference)}/evidence/${encodeURIComponent(evidenceId)}`;
}

/** A change to a report: its new detail, or why not (in the page's language) and the HTTP status. */
export type ReportChange =
  | { readonly ok: true; readonly report: InboxReportDetail }
  | { readonly ok: false; readonly status: number; readonly message: string; readonly field?: string };

async function postChange(url: string, body: object, locale: Locale): Promise<ReportChange> {
  try {
    const answer = await (await httpClient()).post<{ data: InboxReportDetail }>(`${url}?locale=${locale}`, body);
    return { ok: true, report: answer.data.data };
  } catch (error) {
    if (!(error instanceof HttpError)) {
      return { ok: false, status: 0, message: i18n.t('mf-forms:failed.network', { lng: locale }) };
    }
    const { status } = error.response;
    const data = error.response.data as Partial<ApiErrorBody> | undefined;
    const field = data?.error?.fields?.[0];
    const message =
      field?.message ??
      (status >= 500 || !data?.error?.message ? i18n.t('mf-forms:failed.server', { lng: locale }) : data.error.message);
    return { ok: false, status, message, ...(field ? { field: field.name } : {}) };
  }
}

/** POST /api/inbox/reports/:reference/status `{ status }` (needs `reports:handle`). */
export function changeStatus(reference: string, status: ReportStatusCode, locale: Locale): Promise<ReportChange> {
  return postChange(`/api/inbox/reports/${encodeURIComponent(reference)}/status`, { status }, locale);
}

/** POST /api/inbox/reports/:reference/replies `{ text }` (needs `reports:handle`). */
export function sendReply(reference: string, text: string, locale: Locale): Promise<ReportChange> {
  return postChange(`/api/inbox/reports/${encodeURIComponent(reference)}/replies`, { text }, locale);
}

/**
 * Downloads one evidence file: read with the session's header (a plain link would carry none, and the
 * API takes no cookie), then saved under a name of the report's. False when it could not be read.
 */
export async function downloadEvidence(
  reference: string,
  evidence: { readonly id: string; readonly mediaType: string },
  number: number,
): Promise<boolean> {
  try {
    const answer = await (await httpClient()).get<Blob>(evidenceUrl(reference, evidence.id), { responseType: 'blob' });
    const url = URL.createObjectURL(answer.data);
    const link = document.createElement('a');
    link.href = url;
    link.download = `${reference}-${number}${evidence.mediaType === 'video/mp4' ? '.mp4' : '.jpg'}`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return true;
  } catch {
    return false;
  }
}
