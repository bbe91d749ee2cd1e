import { useTranslation } from 'react-i18next';
import { Link, buildPath, useLocale } from '@ksei/shared';
import { MainNav } from './MainNav.js';
import { SearchBar } from './SearchBar.js';
import { LanguageSwitch } from './LanguageSwitch.js';
import { StaffMenu } from './StaffMenu.js';
import styles from './Header.module.css';

export function Header() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={buildPath('home', locale)} className={styles.brand}>
          <span className={styles.logo}>KSEI</span>
          <span className={styles.brandName}>{t('site.fullName')}</span>
        </Link>
        <div className={styles.tools} data-print-hidden="">
          <SearchBar />
          <LanguageSwitch />
        </div>
      </div>
      <StaffMenu />
      <MainNav />
    </header>
  );
}
