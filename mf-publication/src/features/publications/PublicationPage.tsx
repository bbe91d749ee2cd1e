import { SectionIntro } from '@ksei/shared/section';

/** Publication pages. Lists, filters and details arrive with the content platform (issue 3). */
export default function PublicationPage({ pageId }: { readonly pageId: string }) {
  return <SectionIntro pageId={pageId} remote="mf-publication" />;
}
