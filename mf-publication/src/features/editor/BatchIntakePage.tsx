import { useState, type DragEvent } from 'react';
import { PageHeader, useElementId, useLocale, type Locale } from '@ksei/shared';
import {
  ATTACHMENT_LIMITS,
  ATTACHMENT_MESSAGES,
  BATCH_LIMITS,
  BATCH_MESSAGES,
  parseAnnouncementFileName,
  type BatchFile,
} from '@ksei/shared/api';
import { DataTable } from '@ksei/shared/content';
import formStyles from '@ksei/shared/forms/form.module.css';
import { Link, useNavigate, usePageData } from '@ksei/shared/section/page';
import { StaffGate, staffStyles } from '@ksei/shared/staff';
import { choicesLoader, EditorProvider, editorStyles, uploadFile, useEditorText } from '@ksei/shared/editor';
import { pathTo } from '../../shared/paths.js';
import { ANNOUNCEMENT_EDITOR } from './announcement-editor.js';
import { makeBatch } from './api/batch-api.js';
import { useBatchText } from './batch-strings.js';
import styles from './batch.module.css';

/** The page needs the session in the browser (its calls carry it); the choices are read only to check it. */
export const loader = choicesLoader(ANNOUNCEMENT_EDITOR);

/** How many files are checked at once: the server reads PDFs on a thread per core. */
const AT_ONCE = 3;

type FileState =
  | { readonly state: 'waiting' | 'uploading' }
  | { readonly state: 'uploaded'; readonly id: number }
  | { readonly state: 'refused'; readonly message: string };

interface Chosen {
  readonly file: File;
  readonly status: FileState;
}

/** What a file's name says (its item and language), or why the batch will not use it. */
function NameReading({ name, locale }: { readonly name: string; readonly locale: Locale }) {
  const t = useBatchText();
  const parsed = parseAnnouncementFileName(name);
  if (!parsed.ok) return <span className={staffStyles.failure}>{BATCH_MESSAGES[locale][parsed.problem]}</span>;
  return <>{t('batch.reads', { key: parsed.key, language: t(`batch.languages.${parsed.locale}`) })}</>;
}

function StateCell({ status }: { readonly status: FileState }) {
  const t = useBatchText();
  if (status.state === 'refused') return <span className={staffStyles.failure}>{status.message}</span>;
  return <>{t(`batch.${status.state}`)}</>;
}

/**
 * A day's announcement PDFs, dropped or chosen at once: each is checked and uploaded as it comes (a
 * few at a time, with progress), what its name says is shown beside it, and the uploaded ones become
 * one batch of drafts. A refused file is listed with the server's reason; the others go on.
 */
export default function BatchIntakePage({ pageId }: { readonly pageId: string }) {
  const data = usePageData<typeof loader>();
  return (
    <EditorProvider config={ANNOUNCEMENT_EDITOR}>
      <StaffGate pageId={pageId} data={data}>
        {() => <Intake pageId={pageId} />}
      </StaffGate>
    </EditorProvider>
  );
}

/**
 * The chosen files and their uploads: each is checked and uploaded as it comes, a few at a time (the
 * server reads PDFs on a thread per core); `failure` says when more were chosen than a batch takes.
 */
function useUploads() {
  const t = useBatchText();
  const locale = useLocale();
  const [chosen, setChosen] = useState<readonly Chosen[]>([]);
  const [failure, setFailure] = useState('');
  const setStatus = (file: File, status: FileState) =>
    setChosen((all) => all.map((entry) => (entry.file === file ? { file, status } : entry)));

  const uploadOne = async (file: File) => {
    if (file.size > ATTACHMENT_LIMITS.maxBytes || file.size === 0) {
      setStatus(file, { state: 'refused', message: ATTACHMENT_MESSAGES[locale][file.size === 0 ? 'empty' : 'size'] });
      return;
    }
    setStatus(file, { state: 'uploading' });
    const answer = await uploadFile('announcement', file, locale);
    setStatus(
      file,
      answer.ok ? { state: 'uploaded', id: answer.value.id } : { state: 'refused', message: answer.message },
    );
  };

  const add = async (files: readonly File[]) => {
    setFailure('');
    const pdfs = files.slice(0, Math.max(0, BATCH_LIMITS.maxFiles - chosen.length));
    if (pdfs.length < files.length) setFailure(t('batch.tooMany', { max: BATCH_LIMITS.maxFiles }));
    setChosen((all) => [...all, ...pdfs.map((file) => ({ file, status: { state: 'waiting' } as const }))]);
    const queue = [...pdfs];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await uploadOne(next);
    };
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
  };
  return { chosen, add, failure, setFailure };
}

function Intake({ pageId }: { readonly pageId: string }) {
  const t = useBatchText();
  const editorText = useEditorText();
  const locale = useLocale();
  const navigate = useNavigate();
  const id = useElementId();
  const { chosen, add, failure, setFailure } = useUploads();
  const [making, setMaking] = useState(false);

  const done = chosen.filter((entry) => entry.status.state === 'uploaded' || entry.status.state === 'refused').length;
  const uploaded: BatchFile[] = chosen.flatMap((entry) =>
    entry.status.state === 'uploaded' ? [{ id: entry.status.id, name: entry.file.name }] : [],
  );
  const busy = done < chosen.length;

  const make = async () => {
    if (uploaded.length === 0) {
      setFailure(t('batch.noneUploaded'));
      return;
    }
    setMaking(true);
    const answer = await makeBatch(uploaded, locale);
    setMaking(false);
    if (!answer.ok) {
      setFailure(answer.message);
      return;
    }
    void navigate(pathTo('editor.announcementBatch', locale, { slug: String(answer.value.id) }));
  };

  return (
    <>
      <PageHeader pageId={pageId} lead={t('batch.lead')} />
      <p>
        <Link to={pathTo('editor.announcements', locale)}>{editorText('back')}</Link>
      </p>
      <p id={`${id}-names`} className={formStyles.hint}>
        {t('batch.names')}
      </p>
      <DropZone id={id} onFiles={(files) => void add(files)} />
      {chosen.length > 0 ? (
        <>
          <p role="status" className={styles.progress}>
            <progress value={done} max={chosen.length} aria-hidden="true" />{' '}
            {t('batch.progress', { done, total: chosen.length })}
          </p>
          <ChosenFiles chosen={chosen} />
        </>
      ) : null}
      <p role="alert" className={staffStyles.failure} hidden={!failure}>
        {failure}
      </p>
      <p>
        <button
          type="button"
          className={formStyles.submit}
          aria-disabled={busy || making || undefined}
          onClick={() => {
            if (!busy && !making) void make();
          }}
        >
          {making ? t('batch.making') : t('batch.make')}
        </button>
      </p>
    </>
  );
}

/** The chosen files: each one's name, what its name says, and how its upload went. */
function ChosenFiles({ chosen }: { readonly chosen: readonly Chosen[] }) {
  const t = useBatchText();
  const locale = useLocale();
  return (
    <DataTable
      caption={t('batch.filesCaption')}
      rows={chosen}
      rowKey={(entry, index) => `${entry.file.name}-${index}`}
      columns={[
        {
          key: 'name',
          header: t('batch.columns.name'),
          rowHeader: true,
          cell: (entry) => <span className={editorStyles.fileName}>{entry.file.name}</span>,
        },
        {
          key: 'reads',
          header: t('batch.columns.reads'),
          cell: (entry) => <NameReading name={entry.file.name} locale={locale} />,
        },
        { key: 'state', header: t('batch.columns.state'), cell: (entry) => <StateCell status={entry.status} /> },
      ]}
    />
  );
}

/** Where files are dropped or chosen (by keyboard too: a visible file input inside the drop target). */
function DropZone({ id, onFiles }: { readonly id: string; readonly onFiles: (files: readonly File[]) => void }) {
  const t = useBatchText();
  return (
    <div
      className={styles.dropZone}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event: DragEvent<HTMLDivElement>) => {
        event.preventDefault();
        onFiles([...event.dataTransfer.files]);
      }}
      data-testid="batch-drop"
    >
      <label htmlFor={`${id}-files`} className={formStyles.label}>
        {t('batch.choose')}
      </label>
      <input
        id={`${id}-files`}
        type="file"
        multiple
        accept="application/pdf,.pdf"
        className={formStyles.file}
        aria-describedby={`${id}-names`}
        onChange={(event) => {
          const input = event.currentTarget;
          const files = [...(input.files ?? [])];
          input.value = '';
          onFiles(files);
        }}
      />
      <p aria-hidden="true">{t('batch.drop')}</p>
    </div>
  );
}
