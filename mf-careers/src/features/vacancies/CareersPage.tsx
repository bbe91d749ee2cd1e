import { SectionIntro } from '@ksei/shared/section';

/** Career pages. The vacancy list and details arrive with the content platform (issue 3). */
export default function CareersPage({ pageId }: { readonly pageId: string }) {
  return <SectionIntro pageId={pageId} remote="mf-careers" />;
}
