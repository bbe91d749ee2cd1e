import { useTranslation } from 'react-i18next';
import { PageHeader, type InstructionScheduleEntry } from '@ksei/shared';
import { DataTable, DataUnavailable, SampleNotice, type Column } from '@ksei/shared/content';
import { usePageData } from '@ksei/shared/section/page';
import type { TFunction } from 'i18next';
import { loadInstructionSchedule } from '../api/instruction-schedule.js';

export const loader = loadInstructionSchedule;

function scheduleColumns(t: TFunction): readonly Column<InstructionScheduleEntry>[] {
  return [
    {
      key: 'start',
      header: t('startTime'),
      nowrap: true,
      cell: (entry) => <time dateTime={entry.startTime}>{entry.startTime}</time>,
    },
    {
      key: 'end',
      header: t('endTime'),
      nowrap: true,
      cell: (entry) => <time dateTime={entry.endTime}>{entry.endTime}</time>,
    },
    { key: 'process', header: t('process'), rowHeader: true, cell: (entry) => entry.process },
    { key: 'activity', header: t('activity'), cell: (entry) => entry.activity },
    { key: 'time', header: t('operationalTime'), cell: (entry) => entry.operationalTime },
  ];
}

/** C-BEST and S-INVEST instruction schedule: when each process and activity runs. */
export default function InstructionSchedulePage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-service-support');
  const { data } = usePageData<typeof loader>();
  return (
    <>
      <PageHeader pageId={pageId} lead={t('scheduleLead')} />
      {data.length === 0 ? (
        <DataUnavailable />
      ) : (
        <>
          {/* Times written for this rebuild, not KSEI's published schedule. */}
          {data.some((entry) => entry.sample) ? <SampleNotice /> : null}
          <DataTable
            caption={t('scheduleCaption')}
            captionShown
            scrollRegion
            columns={scheduleColumns(t)}
            rows={data}
            rowKey={(entry, index) => `${entry.startTime}-${entry.process}-${index}`}
          />
        </>
      )}
    </>
  );
}
