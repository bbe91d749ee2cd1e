import { SectionIntro } from '@ksei/shared/section';

/** ISIN lookup and the schedule of corporate actions: heading and introduction until their own issue. */
export default function PlaceholderPage({ pageId }: { readonly pageId: string }) {
  return <SectionIntro pageId={pageId} remote="mf-service-support" />;
}
