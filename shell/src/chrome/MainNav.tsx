import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, buildPath, navigation, pageTitle, useLocation, useElementId } from '@ksei/shared';
import styles from './MainNav.module.css';

/** Escape, or a click outside the navigation, closes its open menu. */
function useMenuDismissal(nav: RefObject<HTMLElement | null>, close: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      // Focus on a link of the menu would be lost as the menu hides: it goes back to the menu's button.
      const menu = document.activeElement?.closest('[data-menu]');
      if (menu && nav.current?.contains(menu))
        nav.current.querySelector<HTMLButtonElement>(`button[aria-controls="${menu.id}"]`)?.focus();
      close();
    };
    const onClick = (event: MouseEvent): void => {
      if (nav.current && !nav.current.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [nav, close]);
}

type NavGroupEntry = ReturnType<typeof navigation>[number];

/** One group of the navigation: its disclosure button and the list of its pages' links. */
function NavGroup({
  entry: { group, pages },
  listId,
  expanded,
  onToggle,
}: {
  readonly entry: NavGroupEntry;
  readonly listId: string;
  readonly expanded: boolean;
  readonly onToggle: () => void;
}) {
  const { t } = useTranslation();
  const { locale, path } = useLocation();
  return (
    <li className={styles.group}>
      <button
        type="button"
        className={styles.groupButton}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={onToggle}
      >
        {t(`nav.${group}`)}
      </button>
      <ul id={listId} className={styles.menu} hidden={!expanded} data-menu="">
        {pages.map((page) => {
          const href = buildPath(page.id, locale);
          return (
            <li key={page.id}>
              <Link to={href} aria-current={href === path ? 'page' : undefined}>
                {pageTitle(page.id, locale)}
              </Link>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

/**
 * The full navigation of every section, from the route manifest. Disclosure menus (a button that
 * shows a list of links), closed by Escape, by a click elsewhere and by navigating.
 */
export function MainNav() {
  const { t } = useTranslation();
  const { path } = useLocation();
  const [open, setOpen] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const nav = useRef<HTMLElement>(null);
  const id = useElementId();

  // Navigating closes the menus (state adjusted during render, not in an effect).
  const [menusPath, setMenusPath] = useState(path);
  if (menusPath !== path) {
    setMenusPath(path);
    setOpen(null);
    setMenuOpen(false);
  }

  const closeMenu = useCallback(() => setOpen(null), []);
  useMenuDismissal(nav, closeMenu);

  return (
    <nav ref={nav} aria-label={t('chrome.mainNav')} className={styles.nav} data-print-hidden="">
      <button
        type="button"
        className={styles.menuToggle}
        aria-expanded={menuOpen}
        aria-controls={`${id}-groups`}
        onClick={() => setMenuOpen((value) => !value)}
      >
        {menuOpen ? t('chrome.closeMenu') : t('chrome.openMenu')}
      </button>
      <ul id={`${id}-groups`} className={styles.groups} data-open={menuOpen}>
        {navigation().map((entry) => {
          const expanded = open === entry.group;
          return (
            <NavGroup
              key={entry.group}
              entry={entry}
              listId={`${id}-${entry.group}`}
              expanded={expanded}
              onToggle={() => setOpen(expanded ? null : entry.group)}
            />
          );
        })}
      </ul>
    </nav>
  );
}
