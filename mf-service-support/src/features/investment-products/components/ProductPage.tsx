import { useTranslation } from 'react-i18next';
import { PageHeader, SampleNotice, formatDate, pageTitle, useLocale } from '@ksei/shared';
import { Link, usePageData } from '@ksei/shared/section/page';
import { listPageOf, loadInvestmentProduct } from '../api/investment-products.js';
import styles from './product.module.css';
import { pathTo } from '../../../shared/paths.js';

/** One registered investment product; an unknown code is a 404, which the route's error boundary shows. */
export const loader = loadInvestmentProduct;

export default function ProductPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-service-support');
  const locale = useLocale();
  const { data } = usePageData<typeof loader>();
  return (
    <>
      <PageHeader pageId={pageId} title={`${data.code} — ${data.name}`} />
      {data.sample ? <SampleNotice /> : null}
      <dl className={styles.facts}>
        <div>
          <dt>{t('code')}</dt>
          <dd>{data.code}</dd>
        </div>
        <div>
          <dt>{t('name')}</dt>
          <dd>{data.name}</dd>
        </div>
        <div>
          <dt>{t('type')}</dt>
          <dd>{pageTitle(listPageOf(data.type), locale)}</dd>
        </div>
        <div>
          <dt>{t('issuer')}</dt>
          <dd>{data.issuer || t('none')}</dd>
        </div>
        <div>
          <dt>{t('isin')}</dt>
          <dd>{data.isin ?? t('none')}</dd>
        </div>
        <div>
          <dt>{t('listingDate')}</dt>
          <dd>
            {data.listingDate ? (
              <time dateTime={data.listingDate}>{formatDate(data.listingDate, locale)}</time>
            ) : (
              t('none')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('status')}</dt>
          <dd>{data.status || t('none')}</dd>
        </div>
      </dl>
      <p className={styles.back}>
        <Link to={pathTo('isin.security', locale, { slug: data.code })}>{t('allSecurityData')}</Link>
      </p>
      <p className={styles.back}>
        <Link to={pathTo(listPageOf(data.type), locale)}>
          {t('backToList', { list: pageTitle(listPageOf(data.type), locale) })}
        </Link>
      </p>
    </>
  );
}
