import { useTranslation } from 'react-i18next';
import { PageHeader, useLocale, type InboxReportList, type InboxReportSummary } from '@ksei/shared';
import { REPORT_STATUS_LABELS, VIOLATION_TYPE_LABELS } from '@ksei/shared/api';
import { BusyList, jakartaDate, listStyles, Results } from '@ksei/shared/content';
import { Link, useListQuery, usePageData } from '@ksei/shared/section/page';
import { pathTo } from '../../shared/paths.js';
import { loadReports, reportFilters } from './api/inbox.js';
import { StaffGate } from '@ksei/shared/staff';
import { OverdueBadge } from '@ksei/shared/staff';
import { ReportFilters } from './components/ReportFilters.js';
import styles from './inbox.module.css';

export const loader = loadReports;

/** The whistleblowing reports, filtered and paged in the address; overdue ones marked in words. */
export default function ReportsPage({ pageId }: { readonly pageId: string }) {
  const data = usePageData<typeof loader>();
  return (
    <StaffGate pageId={pageId} data={data}>
      {(list) => <ReportList pageId={pageId} list={list} />}
    </StaffGate>
  );
}

function ReportList({ pageId, list }: { readonly pageId: string; readonly list: InboxReportList }) {
  const { t } = useTranslation('mf-forms');
  const query = useListQuery();
  const filters = reportFilters(query.params);
  const filtered = Boolean(filters.status || filters.type || filters.from || filters.to || filters.overdue);
  return (
    <>
      <PageHeader pageId={pageId} lead={t('inbox.reports.lead')} />
      <ReportFilters
        filters={filters}
        apply={(changes) => query.update(changes)}
        clearHref={query.hrefWith({ status: '', type: '', from: '', to: '', overdue: '' })}
      />
      {list.meta.total === 0 && !filtered ? (
        <p role="status" className={listStyles.empty}>
          {t('inbox.reports.empty')}
        </p>
      ) : (
        <BusyList busy={query.busy}>
          <Results
            namespace="mf-forms"
            keyPrefix="inbox.reports"
            meta={list.meta}
            count={list.data.length}
            sample={false}
            filtered={filtered}
            hrefFor={(page) => query.hrefWith({ page })}
          >
            <ReportTable rows={list.data} />
          </Results>
        </BusyList>
      )}
    </>
  );
}

export function ReportTable({ rows }: { readonly rows: readonly InboxReportSummary[] }) {
  const { t } = useTranslation('mf-forms');
  const locale = useLocale();
  return (
    <div className={listStyles.tableWrap}>
      <table className={listStyles.table}>
        <caption className="visually-hidden">{t('inbox.reports.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('inbox.reports.reference')}</th>
            <th scope="col">{t('inbox.reports.type')}</th>
            <th scope="col">{t('inbox.reports.status')}</th>
            <th scope="col">{t('inbox.reports.submitted')}</th>
            <th scope="col">{t('inbox.reports.acknowledgeBy')}</th>
            <th scope="col">{t('inbox.reports.feedbackBy')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const late = row.overdue.acknowledgement || row.overdue.feedback;
            return (
              <tr key={row.reference} className={late ? styles.rowOverdue : undefined} data-overdue={late || undefined}>
                <th scope="row" className={listStyles.nowrap}>
                  <Link to={pathTo('inbox.report', locale, { slug: row.reference })}>{row.reference}</Link>
                  {late && (
                    <>
                      <br />
                      <OverdueBadge label={t('inbox.overdue')} />
                    </>
                  )}
                </th>
                <td>{VIOLATION_TYPE_LABELS[locale][row.violationType]}</td>
                <td>{REPORT_STATUS_LABELS[locale][row.status]}</td>
                <td className={listStyles.nowrap}>{jakartaDate(row.submittedAt, locale)}</td>
                <DueCell
                  due={row.acknowledgeBy}
                  done={row.acknowledgedAt}
                  late={row.overdue.acknowledgement}
                  lateLabel={t('inbox.overdueAcknowledgement')}
                />
                <DueCell
                  due={row.feedbackBy}
                  done={row.firstReplyAt}
                  late={row.overdue.feedback}
                  lateLabel={t('inbox.overdueFeedback')}
                />
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A deadline: its date, and while it is missed, the overdue mark in words. */
function DueCell({
  due,
  done,
  late,
  lateLabel,
}: {
  readonly due: string;
  readonly done: string | null;
  readonly late: boolean;
  readonly lateLabel: string;
}) {
  const locale = useLocale();
  return (
    <td className={listStyles.nowrap}>
      {jakartaDate(due, locale)}
      {done === null && late && (
        <>
          <br />
          <OverdueBadge label={lateLabel} />
        </>
      )}
    </td>
  );
}
