import { PageHeader } from '@ksei/shared';
import { ContentBody } from './components/ContentBody.js';
import { WhistleblowingCall } from './components/WhistleblowingCall.js';

export { ContentBody } from './components/ContentBody.js';

/** About-KSEI content pages (`GET /api/pages/:key`): overview, journey, governance, policies… */
export default function CompanyPage({ pageId }: { readonly pageId: string }) {
  return (
    <>
      <PageHeader pageId={pageId} />
      <ContentBody pageId={pageId} after={pageId === 'about.whistleblowing' ? <WhistleblowingCall /> : null} />
    </>
  );
}
