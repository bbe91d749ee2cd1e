import { SectionIntro } from '@ksei/shared/section';

/** About-KSEI pages. Bodies (profiles, timeline, tables) arrive with the content platform (issue 3). */
export default function CompanyPage({ pageId }: { readonly pageId: string }) {
  return <SectionIntro pageId={pageId} remote="mf-about" />;
}
