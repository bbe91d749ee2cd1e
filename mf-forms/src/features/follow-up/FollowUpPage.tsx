import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, dismissToastGroup, showToast, useLocale } from '@ksei/shared';
import { useActionData, type PageAction } from '@ksei/shared/section/page';
import { isRefused, useOutcome } from '@ksei/shared/forms';
import { pathTo } from '../../shared/paths.js';
import { TOAST_GROUP } from '../../shared/toast-groups.js';
import styles from '../../shared/page.module.css';
import { followUp, isAddRefused, type FollowUpStatus, type StatusOutcome } from './api/status.js';
import { AddInformationForm } from './components/AddInformationForm.js';
import { FollowUpForm } from './components/FollowUpForm.js';
import { FollowUpResult } from './components/FollowUpResult.js';

export const action: PageAction = followUp;

/**
 * Follow up a report: its receipt number (and the captcha) in, its status, dates and thread out; any
 * receipt that does not lead to a report gets the same "not found, check the code". While the report
 * is open, information can be added below it; refused, what was typed stays; accepted, the updated
 * thread shows.
 */
export default function FollowUpPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-forms');
  const locale = useLocale();
  const outcome = useActionData() as StatusOutcome | undefined;
  // The status last shown: a refused addition (in the browser) keeps it on the page above the form.
  const [shown, setShown] = useState<FollowUpStatus | undefined>(outcome?.ok ? outcome : undefined);
  if (outcome?.ok && outcome !== shown) setShown(outcome);
  const addRefusal = isAddRefused(outcome) ? outcome : undefined;
  const report = outcome?.ok ? outcome : addRefusal ? shown : undefined;
  const fresh = useOutcome(outcome, (data) => {
    if (data.ok && data.added) showToast('success', t('followUp.added'), { group: TOAST_GROUP.followUp });
    else if (!data.ok) showToast('error', data.message, { group: TOAST_GROUP.followUp });
    // A status found answers the failed lookups before it; the result itself is the page's news.
    else dismissToastGroup(TOAST_GROUP.followUp);
  });
  const intro = <PageHeader pageId={pageId} lead={t('followUp.lead')} />;
  if (!report && !addRefusal) {
    return (
      <>
        {intro}
        <FollowUpForm refusal={isRefused(outcome) ? outcome : undefined} />
      </>
    );
  }
  const receipt = report?.receipt ?? addRefusal?.values.receipt ?? '';
  return (
    <>
      {intro}
      {report ? (
        <FollowUpResult
          report={report}
          again={pathTo('whistleblowingFollowUp', locale)}
          newReport={pathTo('whistleblowingForm', locale)}
          focus={fresh && outcome?.ok === true}
        />
      ) : (
        // Posted without JavaScript and refused: the status is not known here (a lookup takes a captcha).
        <p className={styles.notice}>{t('followUp.addRefusedAlone')}</p>
      )}
      {(report?.open ?? true) && (
        // A fresh form after each accepted addition; a refusal keeps this one and what it holds.
        <AddInformationForm key={report?.thread.length ?? 0} receipt={receipt} refusal={addRefusal} />
      )}
    </>
  );
}
