import { SectionIntro } from '@ksei/shared/section';

/** Data and statistics pages. Charts arrive with the statistics issue. */
export default function StatisticsPage({ pageId }: { readonly pageId: string }) {
  return <SectionIntro pageId={pageId} remote="mf-statistics" />;
}
