import { SectionIntro } from '@ksei/shared/section';

/** Service-support pages and ISIN lookup. Bodies arrive with the content platform and the securities-data issues. */
export default function ServicePage({ pageId }: { readonly pageId: string }) {
  return <SectionIntro pageId={pageId} remote="mf-service-support" />;
}
