import { PageHeader } from '@ksei/shared';
import { ContentBody } from '../features/company/CompanyPage.js';
import { ShareholderTable } from '../features/stakeholders/StakeholdersSection.js';

/** Stakeholders: the content page, then the shareholder table. */
export default function StakeholdersPage({ pageId }: { readonly pageId: string }) {
  return (
    <>
      <PageHeader pageId={pageId} />
      <ContentBody pageId={pageId} after={<ShareholderTable />} />
    </>
  );
}
