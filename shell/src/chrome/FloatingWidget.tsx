import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useElementId } from '@ksei/shared';
import type { LinkTarget } from '../routes.js';
import styles from './FloatingWidget.module.css';
import { PageLinks } from './PageLinks.js';

const HELP_PAGES: readonly LinkTarget[] = ['contact', 'faq', 'whistleblowingForm'];

/**
 * A floating help button with the ways to reach KSEI, on every page of the default layout. A
 * disclosure: the panel follows the button in the focus order (it is drawn above it), and Escape, a
 * click elsewhere or navigating closes it. Escape from inside the panel puts focus back on the button.
 */
export function FloatingWidget() {
  const { t } = useTranslation();
  const { path } = useLocation();
  const [open, setOpen] = useState(false);
  const widget = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useElementId();
  const [openedOn, setOpenedOn] = useState(path);
  if (openedOn !== path) {
    setOpenedOn(path);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      if (widget.current?.contains(document.activeElement)) button.current?.focus();
      setOpen(false);
    };
    const onClick = (event: MouseEvent): void => {
      if (!widget.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  return (
    <div ref={widget} className={styles.widget} data-print-hidden="">
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? t('chrome.closeHelp') : t('chrome.helpWidget')}
      </button>
      <section id={id} className={styles.panel} aria-labelledby={`${id}-title`} hidden={!open}>
        <h2 id={`${id}-title`} className={styles.title}>
          {t('chrome.helpWidgetTitle')}
        </h2>
        <PageLinks pages={HELP_PAGES} className={styles.list} />
      </section>
    </div>
  );
}
