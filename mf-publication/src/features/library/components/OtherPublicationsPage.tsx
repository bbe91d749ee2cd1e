import type { Locale, OtherPublication } from '@ksei/shared';
import { DownloadLink, formatDate, type Column } from '@ksei/shared/content';
import { usePageData } from '@ksei/shared/section/page';
import type { TFunction } from 'i18next';
import { loadOtherPublications } from '../api/library.js';
import { LibraryTablePage } from './LibraryTablePage.js';

export const loader = loadOtherPublications;

/** The table's columns: the title names the row; the file is the download. */
function publicationColumns(t: TFunction, locale: Locale): readonly Column<OtherPublication>[] {
  return [
    { key: 'title', header: t('title'), rowHeader: true, cell: (item) => item.title },
    {
      key: 'date',
      header: t('date'),
      nowrap: true,
      cell: (item) => <time dateTime={item.date}>{formatDate(item.date, locale)}</time>,
    },
    { key: 'file', header: t('file'), cell: (item) => <DownloadLink file={item.file} itemTitle={item.title} /> },
  ];
}

/** Other publications: title, date and the download. */
export default function OtherPublicationsPage({ pageId }: { readonly pageId: string }) {
  return (
    <LibraryTablePage
      pageId={pageId}
      list={usePageData<typeof loader>()}
      lead="otherLead"
      caption="otherCaption"
      columns={publicationColumns}
    />
  );
}
