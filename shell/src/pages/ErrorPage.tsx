import { useTranslation } from 'react-i18next';
import { Link, buildPath, useLocale } from '@ksei/shared';

/** The error page with the original site's texts; status 500 unless the error names one. */
export default function ErrorPage({
  statusCode = 500,
  message,
}: {
  readonly statusCode?: number;
  readonly message: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section aria-labelledby="error-title" data-status={statusCode}>
      <p>{t('errorPage.status', { status: statusCode })}</p>
      <h1 id="error-title">{t('errorPage.title')}</h1>
      <p>{t('errorPage.body')}</p>
      <details>
        <summary>{t('errorPage.details')}</summary>
        <pre>{message}</pre>
      </details>
      <p>
        <Link to={buildPath('home', locale)}>{t('errorPage.home')}</Link>
      </p>
    </section>
  );
}
