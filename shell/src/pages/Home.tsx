import { useTranslation } from 'react-i18next';
import { Link, buildPath, hasPage, navigation, pageTitle, useLocale } from '@ksei/shared';
import type { LinkTarget } from '../routes.js';
import { HomeData } from './HomeData.js';
import styles from './Home.module.css';
import { HOME_STRINGS } from './home-strings.js';
import { addPageStrings } from '../strings/page-strings.js';

addPageStrings(HOME_STRINGS);

const QUICK_LINKS: readonly LinkTarget[] = [
  'isin',
  'service.scheduleOfCorporateActions',
  'whistleblowingForm',
  'statistics.kseiStatistics',
];

/** The home page: who KSEI is, the most used services, and a door into every section. */
export function Home() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.title}>
          {t('home.heading')}
        </h1>
        <p className={styles.lead}>{t('home.lead')}</p>
      </section>
      <section aria-labelledby="home-quick">
        <h2 id="home-quick">{t('home.quickLinks')}</h2>
        <ul className={styles.quick}>
          {QUICK_LINKS.filter(hasPage).map((id) => (
            <li key={id}>
              <Link to={buildPath(id, locale)} className={styles.card}>
                {pageTitle(id, locale)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <HomeData />
      <div className={styles.groups}>
        {navigation().map(({ group, pages }) => (
          <section key={group} aria-labelledby={`home-${group}`} className={styles.group}>
            <h2 id={`home-${group}`} className={styles.groupTitle}>
              {t(`nav.${group}`)}
            </h2>
            <ul>
              {pages.slice(0, 5).map((page) => (
                <li key={page.id}>
                  <Link to={buildPath(page.id, locale)}>{pageTitle(page.id, locale)}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
