import { PageHeader } from '@ksei/shared';
import { usePageData, type PageLoaderArgs } from '@ksei/shared/section/page';
import { ContentBody, loadContentPage } from '../features/company/CompanyPage.js';
import { ShareholderTable, loadShareholders } from '../features/stakeholders/StakeholdersSection.js';
import { settle } from '../shared/settled.js';

/** The content page and the shareholders, read in parallel; either may fail without hiding the other. */
export async function loader(args: PageLoaderArgs) {
  const [content, shareholders] = await Promise.all([loadContentPage(args), settle(loadShareholders(args))]);
  return { content, shareholders };
}

/** Stakeholders: the content page, then the shareholder table. */
export default function StakeholdersPage({ pageId }: { readonly pageId: string }) {
  const { content, shareholders } = usePageData<typeof loader>();
  return (
    <>
      <PageHeader pageId={pageId} />
      <ContentBody content={content} after={<ShareholderTable shareholders={shareholders} />} />
    </>
  );
}
