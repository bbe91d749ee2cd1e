import { useTranslation } from 'react-i18next';
import type { ListMeta, Locale } from '@ksei/shared';
import { DataTable, ListPage, type Column } from '@ksei/shared/content';
import { useListQuery } from '@ksei/shared/section/page';
import type { TFunction } from 'i18next';

/**
 * A library page (bulletins, other publications): the whole list in one table with its downloads, a
 * page at a time. `lead` and `caption` are keys of the section's namespace.
 */
export function LibraryTablePage<Item extends { readonly id: string; readonly sample?: boolean }>({
  pageId,
  list,
  lead,
  caption,
  columns,
}: {
  readonly pageId: string;
  readonly list: { readonly data: readonly Item[]; readonly meta: ListMeta };
  readonly lead: string;
  readonly caption: string;
  readonly columns: (t: TFunction, locale: Locale) => readonly Column<Item>[];
}) {
  const { t } = useTranslation('mf-publication');
  const query = useListQuery();
  return (
    <ListPage pageId={pageId} lead={t(lead)} namespace="mf-publication" list={list} query={query}>
      <DataTable caption={t(caption)} columns={columns(t, query.locale)} rows={list.data} rowKey={(item) => item.id} />
    </ListPage>
  );
}
