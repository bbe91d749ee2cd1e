import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, buildPath, hasPage, pageTitle, useLocation } from '@ksei/shared';
import type { LinkTarget } from '../routes.js';
import styles from './FloatingWidget.module.css';

const HELP_PAGES: readonly LinkTarget[] = ['contact', 'faq', 'whistleblowingForm'];

/** A floating help button with the ways to reach KSEI, on every page of the default layout. */
export function FloatingWidget() {
  const { t } = useTranslation();
  const { locale, path } = useLocation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const [openedOn, setOpenedOn] = useState(path);
  if (openedOn !== path) {
    setOpenedOn(path);
    setOpen(false);
  }
  return (
    <div className={styles.widget}>
      {open ? (
        <section id={id} className={styles.panel} aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} className={styles.title}>
            {t('chrome.helpWidgetTitle')}
          </h2>
          <ul className={styles.list}>
            {HELP_PAGES.filter(hasPage).map((page) => (
              <li key={page}>
                <Link to={buildPath(page, locale)}>{pageTitle(page, locale)}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <button
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? t('chrome.closeHelp') : t('chrome.helpWidget')}
      </button>
    </div>
  );
}
