import { useState } from 'react';
import { auth, hasScope, PageHeader, showToast, useLocale, useStore } from '@ksei/shared';
import { BATCH_MESSAGES, PUBLISHING_MESSAGES, type BatchAction, type EditorBatch } from '@ksei/shared/api';
import { DataTable, jakartaDateTime } from '@ksei/shared/content';
import formStyles from '@ksei/shared/forms/form.module.css';
import { Link, usePageData } from '@ksei/shared/section/page';
import { StaffGate, staffStyles } from '@ksei/shared/staff';
import {
  EditorProvider,
  editorStyles as styles,
  LOCALES,
  ScheduleFields,
  StateWords,
  useEditorText,
  wibInstant,
} from '@ksei/shared/editor';
import { pathTo } from '../../shared/paths.js';
import { ANNOUNCEMENT_EDITOR } from './announcement-editor.js';
import { actOnBatch, loadBatch } from './api/batch-api.js';
import { useBatchText } from './batch-strings.js';

export const loader = loadBatch;

/**
 * One batch: the drafts its files became (each opens in the editor), the files it could not use and
 * why, and the steps for the whole batch: submit it, and (a second person, with the publish scope)
 * approve it now or at a time in WIB. Every item goes, or none.
 */
export default function BatchPage({ pageId }: { readonly pageId: string }) {
  const data = usePageData<typeof loader>();
  return (
    <EditorProvider config={ANNOUNCEMENT_EDITOR}>
      <StaffGate pageId={pageId} data={data}>
        {(batch) => <Batch pageId={pageId} initial={batch} />}
      </StaffGate>
    </EditorProvider>
  );
}

function Batch({ pageId, initial }: { readonly pageId: string; readonly initial: EditorBatch }) {
  const t = useEditorText();
  const batchText = useBatchText();
  const locale = useLocale();
  const [batch, setBatch] = useState(initial);
  return (
    <>
      <PageHeader
        pageId={pageId}
        lead={batchText('batch.madeBy', { name: batch.createdBy, at: jakartaDateTime(batch.createdAt, locale) })}
      />
      <p>
        <Link to={pathTo('editor.announcements', locale)}>{t('back')}</Link>
      </p>
      <section aria-labelledby="batch-items" className={styles.block}>
        <h2 id="batch-items">{batchText('batch.items')}</h2>
        {batch.items.length === 0 ? (
          <p>{batchText('batch.noItems')}</p>
        ) : (
          <DataTable
            caption={batchText('batch.itemsCaption')}
            rows={batch.items}
            rowKey={(item) => String(item.id)}
            columns={[
              {
                key: 'item',
                header: t('columns.item'),
                rowHeader: true,
                cell: (item) => (
                  <>
                    <Link to={pathTo('editor.announcement', locale, { slug: String(item.id) })}>
                      {item.data.parts[locale]?.['title'] || item.data.parts.id?.['title'] || item.key}
                    </Link>
                    <div className={styles.key}>{item.key}</div>
                  </>
                ),
              },
              { key: 'working', header: t('columns.working'), cell: (item) => <StateWords item={item} /> },
              {
                key: 'parts',
                header: t('columns.parts'),
                cell: (item) =>
                  LOCALES.map((part) => (
                    <div key={part} className={styles[`part-${item.parts[part]}`]}>
                      {t(`partNamed.${part}`, { state: t(`part.${item.parts[part]}`) })}
                    </div>
                  )),
              },
            ]}
          />
        )}
      </section>
      <section aria-labelledby="batch-problems" className={styles.block}>
        <h2 id="batch-problems">{batchText('batch.problems')}</h2>
        {batch.problems.length === 0 ? (
          <p>{batchText('batch.noProblems')}</p>
        ) : (
          <ul>
            {batch.problems.map((problem, index) => (
              <li key={`${problem.name}-${index}`}>
                <span className={styles.fileName}>{problem.name}</span>: {BATCH_MESSAGES[locale][problem.problem]}
              </li>
            ))}
          </ul>
        )}
      </section>
      <BatchActions batch={batch} onDone={setBatch} />
    </>
  );
}

/** The steps the batch's items allow together and the account's scopes open (the server checks again). */
function BatchActions({
  batch,
  onDone,
}: {
  readonly batch: EditorBatch;
  readonly onDone: (batch: EditorBatch) => void;
}) {
  const t = useBatchText();
  const publish = useStore(auth.store, (state) => hasScope(state.user, 'publication:publish'));
  const items = batch.items;
  const actions: BatchAction[] = [];
  if (items.length > 0 && items.every((item) => item.working === 'draft')) actions.push('submit');
  if (items.length > 0 && publish && items.every((item) => item.working === 'in_review')) actions.push('approve');
  return (
    <section aria-labelledby="batch-actions" className={styles.block}>
      <h2 id="batch-actions">{t('batch.actionsHeading')}</h2>
      {actions.length === 0 ? <p>{t('batch.nothingToDo')}</p> : null}
      {actions.map((action) => (
        <BatchActionForm
          key={`${action}-${items.map((item) => item.version).join('.')}`}
          batch={batch}
          action={action}
          onDone={onDone}
        />
      ))}
    </section>
  );
}

function BatchActionForm({
  batch,
  action,
  onDone,
}: {
  readonly batch: EditorBatch;
  readonly action: BatchAction;
  readonly onDone: (batch: EditorBatch) => void;
}) {
  const t = useBatchText();
  const editorText = useEditorText();
  const locale = useLocale();
  const [publishAt, setPublishAt] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const failureId = `batch-${action}-failure`;
  const submit = async () => {
    if (busy) return;
    const at = publishAt ? wibInstant(publishAt) : null;
    if (publishAt && (!at || Date.parse(at) <= Date.now())) {
      setFailure(PUBLISHING_MESSAGES[locale].scheduleInPast);
      return;
    }
    setBusy(true);
    setFailure('');
    const answer = await actOnBatch(batch, action, at, locale);
    setBusy(false);
    if (!answer.ok) {
      setFailure(answer.message);
      return;
    }
    showToast('success', t(action === 'approve' ? 'batch.approved' : 'batch.submitted'));
    onDone(answer.value);
  };
  return (
    <form
      noValidate
      className={styles.action}
      aria-describedby={failureId}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {action === 'approve' ? (
        <>
          <p className={formStyles.hint}>{t('batch.approveHint')}</p>
          <ScheduleFields
            action="approve"
            schedulable
            publishAt={publishAt}
            only=""
            onPublishAt={setPublishAt}
            onOnly={() => undefined}
            bothOnly
          />
        </>
      ) : null}
      <p id={failureId} role="alert" className={staffStyles.failure} hidden={!failure}>
        {failure}
      </p>
      <button type="submit" className={formStyles.submit} aria-disabled={busy || undefined}>
        {busy ? editorText('saving') : t(`batch.${action}`)}
      </button>
    </form>
  );
}
