import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, auth, hasScope, showToast, useLocale, useStore, type InboxReportDetail } from '@ksei/shared';
import { Link, usePageData } from '@ksei/shared/section/page';
import { pathTo } from '../../shared/paths.js';
import { loadReport } from './api/inbox.js';
import { StaffGate } from '@ksei/shared/staff';
import { ReplyForm, StatusMoves } from './components/ReportActions.js';
import { AuditTrail, EvidenceList, ReportFields, StaffThread, StatusFacts } from './components/ReportDetails.js';
import styles from './inbox.module.css';

export const loader = loadReport;

/** One report, decrypted: its status and deadlines, the moves and the reply (`reports:handle`), all it holds. */
export default function InboxReportPage({ pageId }: { readonly pageId: string }) {
  const data = usePageData<typeof loader>();
  return (
    <StaffGate pageId={pageId} data={data}>
      {(report) => <ReportView key={report.reference} pageId={pageId} initial={report} />}
    </StaffGate>
  );
}

function ReportView({ pageId, initial }: { readonly pageId: string; readonly initial: InboxReportDetail }) {
  const { t } = useTranslation('mf-forms');
  const locale = useLocale();
  const canHandle = useStore(auth.store, (state) => hasScope(state.user, 'reports:handle'));
  // The report as the last answer gave it: a status change or a reply answers the whole detail.
  const [report, setReport] = useState(initial);
  const [announced, setAnnounced] = useState('');
  const done = (next: InboxReportDetail, message: string) => {
    setReport(next);
    setAnnounced(message);
    showToast('success', message);
  };
  return (
    <>
      <PageHeader pageId={pageId} title={report.reference} />
      <p>
        <Link to={pathTo('inbox.reports', locale)}>{t('inbox.report.back')}</Link>
      </p>
      <p role="status" className={`visually-hidden ${styles.live}`}>
        {announced}
      </p>
      <section aria-labelledby="report-status" className={styles.block}>
        <h2 id="report-status">{t('inbox.report.statusHeading')}</h2>
        <StatusFacts report={report} />
        <StatusMoves report={report} canHandle={canHandle} onDone={done} />
      </section>
      <section aria-labelledby="report-thread" className={styles.block}>
        <h2 id="report-thread">{t('inbox.report.threadHeading')}</h2>
        <StaffThread thread={report.thread} />
        {canHandle && report.status !== 'closed' && <ReplyForm report={report} onDone={done} />}
      </section>
      <ReportFields report={report} />
      <EvidenceList report={report} />
      <AuditTrail audit={report.audit} />
    </>
  );
}
