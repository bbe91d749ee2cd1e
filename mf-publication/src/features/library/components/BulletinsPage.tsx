import { useTranslation } from 'react-i18next';
import type { Bulletin, Locale } from '@ksei/shared';
import { DataTable, DownloadLink, ListPage, formatDate, type Column } from '@ksei/shared/content';
import { useListQuery, usePageData } from '@ksei/shared/section/page';
import type { TFunction } from 'i18next';
import { loadBulletins } from '../api/library.js';

export const loader = loadBulletins;

/** The table's columns: the edition names the row; the file is the download. */
function bulletinColumns(t: TFunction, locale: Locale): readonly Column<Bulletin>[] {
  return [
    { key: 'edition', header: t('edition'), rowHeader: true, nowrap: true, cell: (item) => item.edition },
    { key: 'title', header: t('title'), cell: (item) => item.title },
    { key: 'circularNumber', header: t('circularNumber'), cell: (item) => item.circularNumber },
    {
      key: 'date',
      header: t('date'),
      nowrap: true,
      cell: (item) => <time dateTime={item.date}>{formatDate(item.date, locale)}</time>,
    },
    {
      key: 'file',
      header: t('file'),
      cell: (item) => <DownloadLink file={item.file} itemTitle={`${item.edition} ${item.title}`} />,
    },
  ];
}

/** KSEI bulletins: edition, circular number, date and the download. */
export default function BulletinsPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-publication');
  const { hrefWith, locale, busy } = useListQuery();
  const list = usePageData<typeof loader>();
  return (
    <ListPage
      pageId={pageId}
      lead={t('bulletinsLead')}
      namespace="mf-publication"
      list={list}
      busy={busy}
      filtered={false}
      hrefWith={hrefWith}
    >
      <DataTable
        caption={t('bulletinsCaption')}
        columns={bulletinColumns(t, locale)}
        rows={list.data}
        rowKey={(item) => item.id}
      />
    </ListPage>
  );
}
