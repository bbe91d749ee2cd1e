import { useEffect, useRef } from 'react';
import { Breadcrumb } from './Breadcrumb.js';
import { documentTitle } from '../i18n/resources/index.js';
import { useLocale, usePageTitle } from './hooks.js';
import styles from './PageHeader.module.css';

export interface PageHeaderProps {
  readonly pageId: string;
  /** Replaces the manifest title (detail pages show their item's own title). */
  readonly title?: string;
  /** The language of `title` when it is not the page's (an item published in the other language only). */
  readonly titleLang?: string;
  readonly lead?: string;
}

/** Breadcrumb and the page's one `<h1>`; focused after client navigation so screen readers announce it. */
export function PageHeader({ pageId, title, titleLang, lead }: PageHeaderProps) {
  const manifestTitle = usePageTitle(pageId);
  const locale = useLocale();
  // After client navigation the shell titles the document from the manifest ("Security Detail"); an
  // item's own title replaces it, as the server wrote it for the first request.
  useEffect(() => {
    if (title) document.title = documentTitle(title, locale);
  }, [title, locale]);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (document.documentElement.dataset.navigated === 'true') heading.current?.focus({ preventScroll: true });
  }, [pageId]);
  return (
    <header className={styles.header}>
      <Breadcrumb pageId={pageId} currentTitle={title} currentTitleLang={titleLang} />
      <h1 ref={heading} tabIndex={-1} className={styles.title} lang={title ? titleLang : undefined}>
        {title ?? manifestTitle}
      </h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </header>
  );
}
