import { useTranslation } from 'react-i18next';
import { breadcrumbTrail, buildPath, pageTitle } from '../routes/index.js';

import { useLocation } from './hooks.js';
import { Link } from './Link.js';
import styles from './Breadcrumb.module.css';

export interface BreadcrumbProps {
  readonly pageId: string;
  /** Overrides the last crumb's text (e.g. a press release's own title). */
  readonly currentTitle?: string;
  /** The language of `currentTitle` when it is not the page's. */
  readonly currentTitleLang?: string;
}

/** Home › parent › page, built from the route manifest. */
export function Breadcrumb({ pageId, currentTitle, currentTitleLang }: BreadcrumbProps) {
  const { t } = useTranslation();
  const { locale, match } = useLocation();
  const trail = breadcrumbTrail(pageId);
  return (
    <nav aria-label={t('chrome.breadcrumb')} className={styles.breadcrumb}>
      <ol>
        {trail.map((id, index) => {
          const last = index === trail.length - 1;
          const title = last && currentTitle ? currentTitle : pageTitle(id, locale);
          if (last) {
            return (
              <li key={id}>
                <span aria-current="page" lang={currentTitle ? currentTitleLang : undefined}>
                  {title}
                </span>
              </li>
            );
          }
          const params = match?.page.id === pageId ? match.params : {};
          let href: string;
          try {
            href = buildPath(id, locale, params);
          } catch {
            href = buildPath('home', locale);
          }
          return (
            <li key={id}>
              <Link to={href}>{title}</Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
