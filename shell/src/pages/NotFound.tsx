import { useTranslation } from 'react-i18next';
import { Link, buildPath, useLocale } from '@ksei/shared';

/** 404: "This page could not be found", in the language of the path. */
export default function NotFound() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section aria-labelledby="not-found-title" data-status="404">
      <p>404</p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <p>
        <Link to={buildPath('home', locale)}>{t('notFound.home')}</Link> ·{' '}
        <Link to={buildPath('sitemap', locale)}>{t('notFound.sitemap')}</Link>
      </p>
    </section>
  );
}
