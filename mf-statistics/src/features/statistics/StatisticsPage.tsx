import { DataUnavailable, PageHeader, useLocation } from '@ksei/shared';
import { SectionIntro } from '@ksei/shared/section';
import { isChartSlug } from './charts.js';

/** Data and statistics pages. Charts arrive with the statistics issue. */
export default function StatisticsPage({ pageId }: { readonly pageId: string }) {
  const { match } = useLocation();
  if (pageId === 'statistics.chart') {
    const slug = match?.page.id === pageId ? match.params.slug : undefined;
    // A chart the site does not have: the server answers 404, the page says why (SPEC §8).
    if (!isChartSlug(slug))
      return (
        <>
          <PageHeader pageId={pageId} />
          <DataUnavailable />
        </>
      );
  }
  return <SectionIntro pageId={pageId} remote="mf-statistics" />;
}
