import { SectionIntro } from '@ksei/shared/section';

/** Regulation pages. Searchable, sortable lists with downloads arrive with the content platform (issue 3). */
export default function RegulationPage({ pageId }: { readonly pageId: string }) {
  return <SectionIntro pageId={pageId} remote="mf-regulations" />;
}
