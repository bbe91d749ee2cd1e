import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DataUnavailable, PageHeader, SampleNotice, listStyles } from '@ksei/shared';
import { usePageData } from '@ksei/shared/section/page';
import { loadInstructionSchedule } from '../api/instruction-schedule.js';

export const loader = loadInstructionSchedule;

/** C-BEST and S-INVEST instruction schedule: when each process and activity runs. */
export default function InstructionSchedulePage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-service-support');
  const { data } = usePageData<typeof loader>();
  const captionId = useId();
  return (
    <>
      <PageHeader pageId={pageId} lead={t('scheduleLead')} />
      {data.length === 0 ? (
        <DataUnavailable />
      ) : (
        <>
          {/* Times written for this rebuild, not KSEI's published schedule. */}
          {data.some((entry) => entry.sample) ? <SampleNotice /> : null}
          {/* A focusable, labelled region: on a narrow screen the table scrolls sideways by keyboard too. */}
          <div className={listStyles.tableWrap} role="region" aria-labelledby={captionId} tabIndex={0}>
            <table className={listStyles.table}>
              <caption id={captionId}>{t('scheduleCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('startTime')}</th>
                  <th scope="col">{t('endTime')}</th>
                  <th scope="col">{t('process')}</th>
                  <th scope="col">{t('activity')}</th>
                  <th scope="col">{t('operationalTime')}</th>
                </tr>
              </thead>
              <tbody>
                {data.map((entry, index) => (
                  <tr key={`${entry.startTime}-${entry.process}-${index}`}>
                    <td className={listStyles.nowrap}>
                      <time dateTime={entry.startTime}>{entry.startTime}</time>
                    </td>
                    <td className={listStyles.nowrap}>
                      <time dateTime={entry.endTime}>{entry.endTime}</time>
                    </td>
                    <th scope="row">{entry.process}</th>
                    <td>{entry.activity}</td>
                    <td>{entry.operationalTime}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}
