import { PageHeader } from '@ksei/shared';
import { usePageData } from '@ksei/shared/section/page';
import { loadContentPage } from './api/content-page.js';
import { ContentBody } from './components/ContentBody.js';
import { WhistleblowingCall } from './components/WhistleblowingCall.js';

export { ContentBody } from './components/ContentBody.js';
export { loadContentPage } from './api/content-page.js';

/** The page's content (`GET /api/pages/:key`), its key from the page id. */
export const loader = loadContentPage;

/** About-KSEI content pages: overview, journey, governance, policies… */
export default function CompanyPage({ pageId }: { readonly pageId: string }) {
  const content = usePageData<typeof loader>();
  return (
    <>
      <PageHeader pageId={pageId} />
      <ContentBody content={content} after={pageId === 'about.whistleblowing' ? <WhistleblowingCall /> : null} />
    </>
  );
}
