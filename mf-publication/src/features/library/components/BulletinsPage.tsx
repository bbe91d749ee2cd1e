import type { Bulletin, Locale } from '@ksei/shared';
import { DownloadLink, formatDate, type Column } from '@ksei/shared/content';
import { usePageData } from '@ksei/shared/section/page';
import type { TFunction } from 'i18next';
import { loadBulletins } from '../api/library.js';
import { LibraryTablePage } from './LibraryTablePage.js';

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
  return (
    <LibraryTablePage
      pageId={pageId}
      list={usePageData<typeof loader>()}
      lead="bulletinsLead"
      caption="bulletinsCaption"
      columns={bulletinColumns}
    />
  );
}
