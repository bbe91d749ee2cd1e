import { showToast, useLocale, type ReportStatus } from '@ksei/shared';
import { SectionIntro } from '@ksei/shared/section';
import { useActionData, type PageAction } from '@ksei/shared/section/page';
import { isRefused, type FormOutcome } from '../../shared/form/outcome.js';
import { useOutcome } from '../../shared/form/use-outcome.js';
import { pathTo } from '../../shared/paths.js';
import { checkStatus } from './api/status.js';
import { FollowUpForm } from './components/FollowUpForm.js';
import { FollowUpResult } from './components/FollowUpResult.js';

export const action: PageAction = checkStatus;

/**
 * Follow up a report: its receipt number (and the captcha) in, its status and dates out; any receipt
 * that does not lead to a report gets the same "not found, check the code".
 */
export default function FollowUpPage({ pageId }: { readonly pageId: string }) {
  const locale = useLocale();
  const outcome = useActionData() as FormOutcome<ReportStatus> | undefined;
  const fresh = useOutcome(outcome, (data) => {
    if (!data.ok) showToast('error', data.message);
  });
  return (
    <>
      <SectionIntro pageId={pageId} remote="mf-forms" />
      {outcome?.ok ? (
        <FollowUpResult
          report={outcome}
          again={pathTo('whistleblowingFollowUp', locale)}
          newReport={pathTo('whistleblowingForm', locale)}
          focus={fresh}
        />
      ) : (
        <FollowUpForm refusal={isRefused(outcome) ? outcome : undefined} />
      )}
    </>
  );
}
