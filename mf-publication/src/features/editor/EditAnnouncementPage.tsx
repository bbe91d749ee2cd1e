import { useState } from 'react';
import { PageHeader, showToast, useLocale } from '@ksei/shared';
import type { EditorItem, PublishingAction } from '@ksei/shared/api';
import { Link, usePageData } from '@ksei/shared/section/page';
import { StaffGate } from '@ksei/shared/staff';
import { pathTo } from '../../shared/paths.js';
import { loadItem, type FieldChoices } from './api/editor-api.js';
import { ItemEditor } from './components/ItemEditor.js';
import { ItemStatus } from './components/ItemStatus.js';
import { PreviewLinks } from './components/PreviewLinks.js';
import { WorkflowActions } from './components/WorkflowActions.js';
import { useEditorText } from './strings.js';
import styles from './editor.module.css';

export const loader = loadItem;

/** One announcement: its state, the form for its next revision, and the workflow's next steps. */
export default function EditAnnouncementPage({ pageId }: { readonly pageId: string }) {
  const data = usePageData<typeof loader>();
  return (
    <StaffGate pageId={pageId} data={data}>
      {({ item, choices }) => <ItemView key={item.id} pageId={pageId} initial={item} choices={choices} />}
    </StaffGate>
  );
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
          <Link to={pathTo('editor.announcements', locale)}>{t('back')}</Link>
        </li>
        <li>
          <Link to={pathTo('editor.announcementHistory', locale, { slug })}>{t('history')}</Link>
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
      <PreviewLinks item={item} />
    </>
  );
}
