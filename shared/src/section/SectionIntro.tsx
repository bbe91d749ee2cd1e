import { useTranslation } from 'react-i18next';
import { PageHeader, type RemoteName } from '@ksei/shared';

/** Breadcrumb, heading and the section's localized introduction: the frame every page body sits in. */
export function SectionIntro({ pageId, remote }: { readonly pageId: string; readonly remote: RemoteName }) {
  const { t } = useTranslation();
  return <PageHeader pageId={pageId} lead={t(`sections.${remote}`)} />;
}
