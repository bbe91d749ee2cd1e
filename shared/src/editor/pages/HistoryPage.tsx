import { useState, type FormEvent } from 'react';
import { buildPath, PageHeader, showToast, useLocale } from '@ksei/shared';
import type { AuditEntry, RevisionSummary } from '@ksei/shared/api';
import { jakartaDateTime, listStyles } from '@ksei/shared/content';
import formStyles from '@ksei/shared/forms/form.module.css';
import { Link, useNavigate, usePageData, useRevalidator } from '@ksei/shared/section/page';
import { StaffGate, staffStyles } from '@ksei/shared/staff';
import { historyLoader, restore, type History } from '../api/items.js';
import { DiffView } from '../components/DiffView.js';
import type { EditorConfig } from '../config.js';
import { EditorProvider, useEditorConfig } from '../context.js';
import { useEditorText } from '../strings.js';
import styles from '../editor.module.css';

/**
 * Every saved revision of an item, what changed between any two, a restore, and the audit trail. The
 * page module's `loader` and `default` for the section's history page.
 */
export function historyPage(config: EditorConfig) {
  const loader = historyLoader(config.type);
  function HistoryPage({ pageId }: { readonly pageId: string }) {
    const data = usePageData<typeof loader>();
    return (
      <EditorProvider config={config}>
        <StaffGate pageId={pageId} data={data}>
          {(history) => <HistoryView pageId={pageId} history={history} />}
        </StaffGate>
      </EditorProvider>
    );
  }
  return { loader, Page: HistoryPage };
}

function HistoryView({ pageId, history }: { readonly pageId: string; readonly history: History }) {
  const t = useEditorText();
  const locale = useLocale();
  const { pages } = useEditorConfig();
  const { item } = history;
  const slug = String(item.id);
  return (
    <>
      <PageHeader pageId={pageId} title={`${t('history')}: ${item.data.parts[locale]?.['title'] || item.key}`} />
      <p>
        <Link to={buildPath(pages.item, locale, { slug })}>{t('back')}</Link>
      </p>
      <CompareForm history={history} />
      {history.diff ? <DiffView diff={history.diff} /> : null}
      <Revisions history={history} />
      <section aria-labelledby="editor-audit" className={styles.block}>
        <h2 id="editor-audit">{t('audit')}</h2>
        {history.audit ? <AuditTable audit={history.audit} /> : <p>{t('auditHidden')}</p>}
      </section>
    </>
  );
}

/** Two revisions to compare, chosen in the address (`from`, `to`), so a comparison can be linked. */
function CompareForm({ history }: { readonly history: History }) {
  const t = useEditorText();
  const locale = useLocale();
  const navigate = useNavigate();
  const { pages } = useEditorConfig();
  const numbers = history.revisions.map((revision) => revision.revision);
  const newest = numbers[0] ?? 1;
  const from = history.diff?.from ?? numbers[1] ?? newest;
  const to = history.diff?.to ?? newest;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const path = buildPath(pages.history, locale, { slug: String(history.item.id) });
    void navigate(`${path}?from=${String(form.get('from'))}&to=${String(form.get('to'))}`);
  };
  if (numbers.length < 2) return null;
  return (
    <form method="get" className={staffStyles.filters} onSubmit={onSubmit} aria-label={t('compare')}>
      {(
        [
          ['from', from, 'compareFrom'],
          ['to', to, 'compareTo'],
        ] as const
      ).map(([name, value, label]) => (
        <div key={name} className={formStyles.field}>
          <label htmlFor={`editor-compare-${name}`} className={formStyles.label}>
            {t(label)}
          </label>
          <select id={`editor-compare-${name}`} name={name} defaultValue={value} className={formStyles.select}>
            {numbers.map((number) => (
              <option key={number} value={number}>
                {number}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className={staffStyles.filterActions}>
        <button type="submit" className={formStyles.submit}>
          {t('compare')}
        </button>
      </div>
    </form>
  );
}

function Revisions({ history }: { readonly history: History }) {
  const t = useEditorText();
  const locale = useLocale();
  const { type } = useEditorConfig();
  const revalidator = useRevalidator();
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(0);
  const restoreRevision = async (summary: RevisionSummary) => {
    if (busy) return;
    setBusy(summary.revision);
    const change = await restore(type, history.item.id, history.item.version, summary.revision, locale);
    setBusy(0);
    if (!change.ok) return setFailure(change.message);
    setFailure('');
    showToast('success', t('done.restore', { revision: summary.revision }));
    void revalidator.revalidate();
  };
  return (
    <section aria-labelledby="editor-revisions" className={styles.block}>
      <h2 id="editor-revisions">{t('revisions')}</h2>
      <p role="alert" className={staffStyles.failure} hidden={!failure}>
        {failure}
      </p>
      <div className={listStyles.tableWrap}>
        <table className={listStyles.table}>
          <caption className="visually-hidden">{t('revisionsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('revisions')}</th>
              <th scope="col">{t('author')}</th>
              <th scope="col">{t('at')}</th>
              <th scope="col">{t('note')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('restore')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {history.revisions.map((summary) => (
              <tr key={summary.revision}>
                <th scope="row">{summary.revision}</th>
                <td>{summary.author}</td>
                <td className={listStyles.nowrap}>{jakartaDateTime(summary.at, locale)}</td>
                <td>{summary.major ? (summary.changeNote?.[locale] ?? '') : t('minor')}</td>
                <td>
                  {summary.revision !== history.item.revision ? (
                    <button
                      type="button"
                      className={formStyles.secondary}
                      aria-disabled={busy !== 0 || undefined}
                      aria-label={`${t('restore')}: ${summary.revision}`}
                      onClick={() => void restoreRevision(summary)}
                    >
                      {busy === summary.revision ? t('saving') : t('restore')}
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function AuditTable({ audit }: { readonly audit: readonly AuditEntry[] }) {
  const t = useEditorText();
  const locale = useLocale();
  return (
    <div className={listStyles.tableWrap}>
      <table className={listStyles.table}>
        <caption className="visually-hidden">{t('auditCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('at')}</th>
            <th scope="col">{t('event')}</th>
            <th scope="col">{t('actor')}</th>
            <th scope="col">{t('fromTo')}</th>
            <th scope="col">{t('revisions')}</th>
          </tr>
        </thead>
        <tbody>
          {audit.map((entry, index) => (
            <tr key={`${entry.at}-${index}`}>
              <td className={listStyles.nowrap}>{jakartaDateTime(entry.at, locale)}</td>
              <td>{t(`events.${entry.event}`)}</td>
              <td>{entry.actor}</td>
              <td>
                {entry.fromState} → {entry.toState}
              </td>
              <td>{entry.revision}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
