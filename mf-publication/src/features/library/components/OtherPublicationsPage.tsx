import { useTranslation } from 'react-i18next';
import type { Locale, OtherPublication } from '@ksei/shared';
import { DataTable, DownloadLink, ListPage, formatDate, type Column } from '@ksei/shared/content';
import { useListQuery, usePageData } from '@ksei/shared/section/page';
import type { TFunction } from 'i18next';
import { loadOtherPublications } from '../api/library.js';

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
  const { t } = useTranslation('mf-publication');
  const { hrefWith, locale, busy } = useListQuery();
  const list = usePageData<typeof loader>();
  return (
    <ListPage
      pageId={pageId}
      lead={t('otherLead')}
      namespace="mf-publication"
      list={list}
      busy={busy}
      filtered={false}
      hrefWith={hrefWith}
    >
      <DataTable
        caption={t('otherCaption')}
        columns={publicationColumns(t, locale)}
        rows={list.data}
        rowKey={(item) => item.id}
      />
    </ListPage>
  );
}
