import { useTranslation } from 'react-i18next';
import { LOCALES, Link, localeVersion, useLocation } from '@ksei/shared';
import styles from './LanguageSwitch.module.css';

/** Stands for the language's name while its phrase is split around it (never in a translation). */
const NAME_MARK = '\u0000';

/** ID / EN: the same page in the other language, keeping its parameters and query. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { locale, match, search } = useLocation();
  return (
    // Named as navigation (to this page in the other language): a list takes no name of its own.
    <nav aria-label={t('chrome.language')}>
      <ul className={styles.switch}>
        {LOCALES.map((target) => {
          const name = t(`chrome.languageNames.${target}`);
          // "Switch language to {{language}}", with the language's name marked as that language.
          const phrase = t('chrome.switchTo', { language: NAME_MARK }).split(NAME_MARK);
          return (
            <li key={target}>
              {target === locale ? (
                <span aria-current="true" className={styles.current} lang={target} title={name}>
                  {target.toUpperCase()}
                </span>
              ) : (
                // Named by its visible code first (WCAG 2.5.3), then where it goes in the page's language:
                // "EN (Switch language to English)". The language's own name is marked as that language.
                <Link
                  to={localeVersion(match, target, search)}
                  hrefLang={target}
                  data-language-switch={target}
                  className={styles.link}
                >
                  <span lang={target}>{target.toUpperCase()}</span>
                  <span className="visually-hidden">
                    {' ('}
                    {phrase[0]}
                    <span lang={target}>{name}</span>
                    {phrase[1]}
                    {')'}
                  </span>
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
