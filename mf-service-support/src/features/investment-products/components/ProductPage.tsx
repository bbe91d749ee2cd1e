import { useTranslation } from 'react-i18next';
import { PageHeader, pageTitle, useLocale } from '@ksei/shared';
import { Facts, SampleNotice, formatDate } from '@ksei/shared/content';
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
      <Facts
        facts={[
          { term: t('code'), value: data.code },
          { term: t('name'), value: data.name },
          { term: t('type'), value: pageTitle(listPageOf(data.type), locale) },
          { term: t('issuer'), value: data.issuer || t('none') },
          { term: t('isin'), value: data.isin ?? t('none') },
          {
            term: t('listingDate'),
            value: data.listingDate ? (
              <time dateTime={data.listingDate}>{formatDate(data.listingDate, locale)}</time>
            ) : (
              t('none')
            ),
          },
          { term: t('status'), value: data.status || t('none') },
        ]}
      />
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
