import { useTranslation } from 'react-i18next';
import { Link, buildPath, hasPage, useLocale } from '@ksei/shared';
import '../strings/auth-strings.js';

/** A protected page the signed-in account has no scope for (403): why, and a way home. */
export function Forbidden({ message }: { readonly message: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section aria-labelledby="forbidden-title" data-status={403}>
      <p>{t('forbidden.status')}</p>
      <h1 id="forbidden-title">{message}</h1>
      {hasPage('home') ? (
        <p>
          <Link to={buildPath('home', locale)}>{t('forbidden.home')}</Link>
        </p>
      ) : null}
    </section>
  );
}
