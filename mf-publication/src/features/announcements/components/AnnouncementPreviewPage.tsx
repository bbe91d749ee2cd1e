import { useTranslation } from 'react-i18next';
import { fetchApi, isApiError, PageHeader, useLocale } from '@ksei/shared';
import type { AnnouncementPreview } from '@ksei/shared/api';
import { jakartaDateTime } from '@ksei/shared/content';
import { usePageData, type PageLoaderArgs } from '@ksei/shared/section/page';
import { AnnouncementItem } from './AnnouncementItem.js';
import styles from './preview.module.css';

/**
 * What a preview link opens, for someone without an account: the revision as the public list would
 * show it, under a banner saying it is not published and until when the link works. An ended or
 * unknown link says so (rendered on the server for each request; the page is never kept or indexed).
 */
export async function loader({ locale, params, signal }: PageLoaderArgs) {
  try {
    const answer = await fetchApi<{ data: AnnouncementPreview }>(
      `/api/previews/${encodeURIComponent(params.slug ?? '')}`,
      { locale },
      { signal },
    );
    return { state: 'open' as const, preview: answer.data };
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 410 || error.status === 400)) {
      return { state: error.status === 410 ? ('gone' as const) : ('missing' as const) };
    }
    throw error;
  }
}

export default function AnnouncementPreviewPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-publication');
  const locale = useLocale();
  const data = usePageData<typeof loader>();
  if (data.state !== 'open') {
    return (
      <>
        <PageHeader pageId={pageId} />
        <p role="status" className={styles.ended}>
          {t(`preview.${data.state}`)}
        </p>
      </>
    );
  }
  const { preview } = data;
  return (
    <>
      <PageHeader pageId={pageId} />
      <div role="note" className={styles.banner}>
        <strong>{t('preview.banner')}</strong>
        <p>{t('preview.details', { revision: preview.revision, until: jakartaDateTime(preview.expiresAt, locale) })}</p>
      </div>
      <AnnouncementItem item={preview.announcement} headingLevel={2} />
    </>
  );
}
