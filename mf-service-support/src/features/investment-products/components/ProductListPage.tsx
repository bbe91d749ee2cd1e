import { useTranslation } from 'react-i18next';
import {
  PageHeader,
  formatDate,
  BusyList,
  Controls,
  SearchField,
  Results,
  textFromQuery,
  listStyles,
} from '@ksei/shared';
import { Link, useListQuery, usePageData } from '@ksei/shared/section/page';
import { loadInvestmentProducts } from '../api/investment-products.js';
import { pathTo } from '../../../shared/paths.js';

export const loader = loadInvestmentProducts;

/** Registered investment products of one type: searchable by code, name or issuer, each with its page. */
export default function ProductListPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-service-support');
  const { params, hrefWith, update, locale, busy } = useListQuery();
  const q = textFromQuery(params.get('q'));
  const { data, meta } = usePageData<typeof loader>();
  return (
    <>
      <PageHeader pageId={pageId} lead={t('productsLead')} />
      <Controls label={t('searchProducts')}>
        <SearchField
          label={t('productSearchLabel')}
          submitLabel={t('searchSubmit')}
          value={q}
          onSubmit={(text) => update({ q: text })}
        />
      </Controls>
      <BusyList busy={busy}>
        <Results
          namespace="mf-service-support"
          meta={meta}
          count={data.length}
          sample={data.some((item) => item.sample)}
          filtered={Boolean(q)}
          hrefFor={(target) => hrefWith({ page: target })}
        >
          <div className={listStyles.tableWrap}>
            <table className={listStyles.table}>
              <caption className="visually-hidden">{t('productsCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('code')}</th>
                  <th scope="col">{t('name')}</th>
                  <th scope="col">{t('issuer')}</th>
                  <th scope="col">{t('isin')}</th>
                  <th scope="col">{t('listingDate')}</th>
                  <th scope="col">{t('status')}</th>
                </tr>
              </thead>
              <tbody>
                {data.map((item) => (
                  <tr key={item.code}>
                    <th scope="row" className={listStyles.nowrap}>
                      <Link
                        to={pathTo('service.investmentProduct', locale, { slug: item.code })}
                        className={listStyles.download}
                      >
                        {item.code}
                      </Link>
                    </th>
                    <td>{item.name}</td>
                    <td>{item.issuer || t('none')}</td>
                    <td className={listStyles.nowrap}>{item.isin ?? t('none')}</td>
                    <td className={listStyles.nowrap}>
                      {item.listingDate ? (
                        <time dateTime={item.listingDate}>{formatDate(item.listingDate, locale)}</time>
                      ) : (
                        t('none')
                      )}
                    </td>
                    <td>{item.status || t('none')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Results>
      </BusyList>
    </>
  );
}
