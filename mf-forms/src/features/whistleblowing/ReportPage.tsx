import { useTranslation } from 'react-i18next';
import { PageHeader, showToast, useLocale, type ReportAccepted as Accepted } from '@ksei/shared';
import { useActionData, type PageAction } from '@ksei/shared/section/page';
import { isRefused, useOutcome, type FormOutcome } from '@ksei/shared/forms';
import { pathTo } from '../../shared/paths.js';
import { TOAST_GROUP } from '../../shared/toast-groups.js';
import { sendReport } from './api/report.js';
import { ReportAccepted } from './components/ReportAccepted.js';
import { ReportChannel } from './components/ReportChannel.js';
import { ReportForm } from './components/ReportForm.js';

export const action: PageAction = sendReport;

/**
 * The whistleblowing report (both paths and the English alias): the form, or once accepted its
 * receipt; then KSEI's e-mail channel. Rendered from the action's answer, in the browser and on the
 * server alike.
 */
export default function ReportPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-forms');
  const locale = useLocale();
  const outcome = useActionData() as FormOutcome<Accepted> | undefined;
  const fresh = useOutcome(outcome, (data) => {
    if (data.ok) showToast('success', t('report.acceptedToast'), { group: TOAST_GROUP.report });
    else showToast('error', data.message, { group: TOAST_GROUP.report });
  });
  return (
    <>
      <PageHeader pageId={pageId} lead={t('report.lead')} />
      {outcome?.ok ? (
        <ReportAccepted
          receipt={outcome.receipt}
          evidenceCleaned={outcome.evidenceCleaned}
          followUp={pathTo('whistleblowingFollowUp', locale)}
          focus={fresh}
        />
      ) : (
        <ReportForm refusal={isRefused(outcome) ? outcome : undefined} />
      )}
      <ReportChannel />
    </>
  );
}
