import { useTranslation } from 'react-i18next';
import { LOCALES, Link, switchLocale, useLocation } from '@ksei/shared';
import styles from './LanguageSwitch.module.css';

/** ID / EN: the same page in the other language (SPEC §2), keeping its parameters and query. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { locale, path, search } = useLocation();
  return (
    <ul className={styles.switch} aria-label={t('chrome.language')}>
      {LOCALES.map((target) => {
        const name = t(`chrome.languageNames.${target}`);
        return (
          <li key={target}>
            {target === locale ? (
              <span aria-current="true" className={styles.current} lang={target} title={name}>
                {target.toUpperCase()}
              </span>
            ) : (
              <Link
                to={switchLocale(path + search, target)}
                hrefLang={target}
                lang={target}
                aria-label={t('chrome.switchTo', { language: name })}
                data-language-switch={target}
                className={styles.link}
              >
                {target.toUpperCase()}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
