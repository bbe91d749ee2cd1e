import { useState, type FormEvent, type ReactNode } from 'react';
import { auth, hasScope, useLocale, useStore, type Locale } from '@ksei/shared';
import {
  CONTENT_TYPES,
  PUBLISHING_MESSAGES,
  type ActionBody,
  type EditorItem,
  type PublishingAction,
} from '@ksei/shared/api';
import formStyles from '@ksei/shared/forms/form.module.css';
import { staffStyles } from '@ksei/shared/staff';
import { act } from '../api/items.js';
import { linkablePages } from '../body/page-choices.js';
import { useEditorConfig } from '../context.js';
import { LOCALES } from '../form-values.js';
import { useEditorText } from '../strings.js';
import { wibInstant } from '../wib.js';
import { ReasonFields, ScheduleFields, type Reasons } from './ActionFields.js';
import styles from '../editor.module.css';

type Done = (item: EditorItem, action: PublishingAction) => void;

/** Which actions the item's state allows and the account's scopes open (the server checks both again). */
function available(item: EditorItem, scopes: { publish: boolean; emergency: boolean }): PublishingAction[] {
  const actions: PublishingAction[] = [];
  if (item.working === 'draft') actions.push('submit');
  if (item.working === 'in_review' && scopes.publish) actions.push('approve', 'reject');
  if (item.working !== 'settled' && scopes.emergency) actions.push('publish-now');
  if (item.needsApproval && scopes.publish) actions.push('confirm');
  if (item.public === 'published' && scopes.publish) actions.push('withdraw');
  const live = item.public === 'published' || item.public === 'scheduled' || item.public === 'withdrawn';
  if (live && scopes.publish) actions.push('unpublish');
  return actions;
}

/** The workflow's next steps for this item, each a small form of its own with its own refusal. */
export function WorkflowActions({ item, onDone }: { readonly item: EditorItem; readonly onDone: Done }) {
  const t = useEditorText();
  // The type's section's publish scope: `publication:publish` for announcements, `regulations:publish`, …
  const { section } = CONTENT_TYPES[useEditorConfig().type];
  const publish = useStore(auth.store, (state) => hasScope(state.user, `${section}:publish`));
  const emergency = useStore(auth.store, (state) => hasScope(state.user, 'publishing:emergency'));
  const actions = available(item, { publish, emergency });
  return (
    <section aria-labelledby="editor-actions" className={styles.block}>
      <h2 id="editor-actions">{t('actionsHeading')}</h2>
      {actions.length === 0 ? <p>{t('noActions')}</p> : null}
      {actions.map((action) => (
        <ActionForm key={`${action}-${item.version}`} item={item} action={action} onDone={onDone} />
      ))}
    </section>
  );
}

/** What an action sends, from its fields; or why not, in the page's language (checked before sending). */
function actionBody(
  item: EditorItem,
  action: PublishingAction,
  fields: {
    readonly publishAt: string;
    readonly only: Locale | '';
    readonly reasons: Reasons;
    /** unpublish: the page id visitors are sent to, or '' (410). */
    readonly redirect: string;
  },
  locale: Locale,
): ActionBody | string {
  const { publishAt, only, reasons, redirect } = fields;
  const base: { -readonly [K in keyof ActionBody]: ActionBody[K] } = { version: item.version };
  if (action === 'approve' && publishAt) {
    const at = wibInstant(publishAt);
    if (!at || Date.parse(at) <= Date.now()) return PUBLISHING_MESSAGES[locale].scheduleInPast;
    base.publishAt = at;
  }
  if ((action === 'approve' || action === 'publish-now') && only) base.locales = [only];
  if (action === 'withdraw' && LOCALES.some((part) => reasons[part].trim() === '')) {
    return PUBLISHING_MESSAGES[locale].reasonRequired;
  }
  if (action === 'withdraw' || action === 'reject') base.reason = reasons;
  if (action === 'unpublish' && redirect) base.redirect = { pageId: redirect };
  return base;
}

/**
 * Where an unpublished item's page sends its visitors: a site page chosen by title, or none (the page
 * then answers that it is gone).
 */
function RedirectField({ value, onChange }: { readonly value: string; readonly onChange: (pageId: string) => void }) {
  const t = useEditorText();
  const locale = useLocale();
  return (
    <div className={formStyles.field}>
      <label htmlFor="editor-unpublish-redirect" className={formStyles.label}>
        {t('redirect.label')}
      </label>
      <select
        id="editor-unpublish-redirect"
        className={formStyles.select}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="">{t('redirect.none')}</option>
        {linkablePages(locale).map((page) => (
          <option key={page.id} value={page.id}>
            {page.title}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One action: its fields (a schedule, languages, reasons), its button, and why it was refused. */
function ActionForm({
  item,
  action,
  onDone,
}: {
  readonly item: EditorItem;
  readonly action: PublishingAction;
  readonly onDone: Done;
}) {
  const t = useEditorText();
  const locale = useLocale();
  const { type, itemPages } = useEditorConfig();
  const [publishAt, setPublishAt] = useState('');
  const [only, setOnly] = useState<Locale | ''>('');
  const [reasons, setReasons] = useState<Reasons>({ id: '', en: '' });
  const [redirect, setRedirect] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const asked = actionBody(item, action, { publishAt, only, reasons, redirect }, locale);
    if (typeof asked === 'string') return setFailure(asked);
    setBusy(true);
    setFailure('');
    const change = await act(type, item.id, action, asked, locale);
    setBusy(false);
    if (change.ok) onDone(change.item, action);
    else setFailure(change.message);
  };

  let fields: ReactNode = null;
  if (action === 'approve' || action === 'publish-now') {
    fields = (
      <ScheduleFields
        action={action}
        schedulable={action === 'approve' && item.liveRevision === null}
        publishAt={publishAt}
        only={only}
        onPublishAt={setPublishAt}
        onOnly={setOnly}
      />
    );
  } else if (action === 'unpublish') {
    fields = (
      <>
        {itemPages ? <RedirectField value={redirect} onChange={setRedirect} /> : null}
        <p className={formStyles.hint}>{t('unpublishHint')}</p>
      </>
    );
  } else if (action === 'withdraw' || action === 'reject') {
    fields = <ReasonFields action={action} reasons={reasons} required={action === 'withdraw'} onChange={setReasons} />;
  }
  const failureId = `editor-${action}-failure`;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className={styles.action} aria-describedby={failureId}>
      {fields}
      <p id={failureId} role="alert" className={staffStyles.failure} hidden={!failure}>
        {failure}
      </p>
      <button
        type="submit"
        className={
          action === 'reject' || action === 'withdraw' || action === 'unpublish'
            ? formStyles.secondary
            : formStyles.submit
        }
        aria-disabled={busy || undefined}
      >
        {busy ? t('saving') : t(action === 'publish-now' ? 'publishNow' : action)}
      </button>
    </form>
  );
}
