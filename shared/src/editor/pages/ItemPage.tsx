import { useState } from 'react';
import { buildPath, PageHeader, showToast, useLocale } from '@ksei/shared';
import type { EditorItem, PublishingAction } from '@ksei/shared/api';
import { Link, usePageData } from '@ksei/shared/section/page';
import { StaffGate } from '@ksei/shared/staff';
import { itemLoader } from '../api/items.js';
import { ItemEditor } from '../components/ItemEditor.js';
import { ItemStatus } from '../components/ItemStatus.js';
import { PreviewLinks } from '../components/PreviewLinks.js';
import { WorkflowActions } from '../components/WorkflowActions.js';
import type { EditorConfig, FieldChoices } from '../config.js';
import { EditorProvider, useEditorConfig } from '../context.js';
import { useEditorText } from '../strings.js';
import styles from '../editor.module.css';

/**
 * One item: its state, the form for its next revision, the workflow's next steps and (where the type
 * has a preview page) its preview links. The page module's `loader` and `default` for the item page.
 */
export function itemPage(config: EditorConfig) {
  const loader = itemLoader(config);
  function ItemPage({ pageId }: { readonly pageId: string }) {
    const data = usePageData<typeof loader>();
    return (
      <EditorProvider config={config}>
        <StaffGate pageId={pageId} data={data}>
          {({ item, choices }) => <ItemView key={item.id} pageId={pageId} initial={item} choices={choices} />}
        </StaffGate>
      </EditorProvider>
    );
  }
  return { loader, Page: ItemPage };
}

function ItemView({
  pageId,
  initial,
  choices,
}: {
  readonly pageId: string;
  readonly initial: EditorItem;
  readonly choices: FieldChoices;
}) {
  const t = useEditorText();
  const locale = useLocale();
  const { pages } = useEditorConfig();
  // The item as the last answer gave it: every save and action answers the whole item.
  const [item, setItem] = useState(initial);
  // A new form for each saved version: it starts from what was saved.
  const [formKey, setFormKey] = useState(0);
  const [announced, setAnnounced] = useState('');
  const done = (next: EditorItem, message: string, newForm: boolean) => {
    setItem(next);
    if (newForm) setFormKey((n) => n + 1);
    setAnnounced(message);
    showToast('success', message);
  };
  const title = item.data.parts[locale]?.['title'] || item.key;
  const slug = String(item.id);
  return (
    <>
      <PageHeader pageId={pageId} title={title} />
      <ul className={styles.links}>
        <li>
          <Link to={buildPath(pages.list, locale)}>{t('back')}</Link>
        </li>
        <li>
          <Link to={buildPath(pages.history, locale, { slug })}>{t('history')}</Link>
        </li>
      </ul>
      <p role="status" className="visually-hidden">
        {announced}
      </p>
      <section aria-labelledby="editor-status" className={styles.block}>
        <h2 id="editor-status">{t('statusHeading')}</h2>
        <ItemStatus item={item} />
      </section>
      <WorkflowActions
        item={item}
        onDone={(next: EditorItem, action: PublishingAction) => done(next, t(`done.${action}`), false)}
      />
      <section aria-labelledby="editor-form" className={styles.block}>
        <h2 id="editor-form">{t('save')}</h2>
        <ItemEditor
          key={formKey}
          item={item}
          choices={choices}
          onSaved={(next) => done(next, t('saved', { revision: next.revision }), true)}
        />
      </section>
      {pages.preview ? <PreviewLinks item={item} page={pages.preview} /> : null}
    </>
  );
}
