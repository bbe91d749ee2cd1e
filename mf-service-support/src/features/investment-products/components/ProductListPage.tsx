import { useTranslation } from 'react-i18next';
import type { InvestmentProduct, Locale } from '@ksei/shared';
import { DataTable, ListPage, formatDate, listStyles, type Column } from '@ksei/shared/content';
import { Link, useListQuery, usePageData } from '@ksei/shared/section/page';
import type { TFunction } from 'i18next';
import { loadInvestmentProducts } from '../api/investment-products.js';
import { pathTo } from '../../../shared/paths.js';

export const loader = loadInvestmentProducts;

/** The list's columns: the code links to the product's page. */
function productColumns(t: TFunction, locale: Locale): readonly Column<InvestmentProduct>[] {
  const none = t('none');
  return [
    {
      key: 'code',
      header: t('code'),
      rowHeader: true,
      nowrap: true,
      cell: (item) => (
        <Link to={pathTo('service.investmentProduct', locale, { slug: item.code })} className={listStyles.download}>
          {item.code}
        </Link>
      ),
    },
    { key: 'name', header: t('name'), cell: (item) => item.name },
    { key: 'issuer', header: t('issuer'), cell: (item) => item.issuer || none },
    { key: 'isin', header: t('isin'), nowrap: true, cell: (item) => item.isin ?? none },
    {
      key: 'listingDate',
      header: t('listingDate'),
      nowrap: true,
      cell: (item) =>
        item.listingDate ? <time dateTime={item.listingDate}>{formatDate(item.listingDate, locale)}</time> : none,
    },
    { key: 'status', header: t('status'), cell: (item) => item.status || none },
  ];
}

/** Registered investment products of one type: searchable by code, name or issuer, each with its page. */
export default function ProductListPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-service-support');
  const query = useListQuery();
  const list = usePageData<typeof loader>();
  return (
    <ListPage
      pageId={pageId}
      lead={t('productsLead')}
      search={{ label: t('searchProducts'), fieldLabel: t('productSearchLabel'), submitLabel: t('searchSubmit') }}
      namespace="mf-service-support"
      list={list}
      query={query}
    >
      <DataTable
        caption={t('productsCaption')}
        columns={productColumns(t, query.locale)}
        rows={list.data}
        rowKey={(item) => item.code}
      />
    </ListPage>
  );
}
