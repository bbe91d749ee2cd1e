import { useEffect, useState } from 'react';
import { useElementId, useLocale, type Locale } from '@ksei/shared';
import {
  ATTACHMENT_LIMITS,
  ATTACHMENT_MESSAGES,
  FILE_ID,
  type AttachmentInfo,
  type FieldDeclaration,
} from '@ksei/shared/api';
import { formatBytes } from '@ksei/shared/content';
import { FieldFrame, describedBy } from '@ksei/shared/forms';
import formStyles from '@ksei/shared/forms/form.module.css';
import type { ContentType } from '@ksei/shared/api';
import { fileBlob, readFile, uploadFile } from '../api/files.js';
import { useEditorConfig } from '../context.js';
import { useEditorText } from '../strings.js';
import styles from '../editor.module.css';

type Details =
  { readonly state: 'none' | 'loading' | 'unreadable' } | { readonly state: 'ready'; readonly file: AttachmentInfo };

/** The stored file a field names, read when the field names one (its details are the server's). */
function useFileDetails(type: ContentType, value: string, locale: Locale): Details {
  const [read, setRead] = useState<{ readonly value: string; readonly file: AttachmentInfo | null } | null>(null);
  const names = FILE_ID.test(value);
  useEffect(() => {
    if (!names) return;
    const abort = new AbortController();
    readFile(type, Number(value), locale, abort.signal).then(
      (file) => setRead({ value, file }),
      () => {
        if (!abort.signal.aborted) setRead({ value, file: null });
      },
    );
    return () => abort.abort();
  }, [type, names, value, locale]);
  if (!names) return { state: 'none' };
  if (read?.value !== value) return { state: 'loading' };
  return read.file ? { state: 'ready', file: read.file } : { state: 'unreadable' };
}

/** What the field's stored file is: its name, pages, size, hash, and how much text site search gets. */
function StoredFile({ id, details }: { readonly id: string; readonly details: Details }) {
  const t = useEditorText();
  const locale = useLocale();
  if (details.state !== 'ready') {
    return (
      <div className={styles.file} id={id}>
        <p>{t(details.state === 'none' ? 'file.none' : `file.${details.state}`)}</p>
      </div>
    );
  }
  const { file } = details;
  if (file.width !== undefined && file.height !== undefined) {
    return (
      <div className={styles.file} id={id}>
        <p className={styles.fileName}>{file.uploadName}</p>
        <p>
          {t('picture.details', {
            width: file.width,
            height: file.height,
            size: formatBytes(file.sizeBytes, locale),
            hash: file.sha256.slice(0, 12),
          })}
        </p>
      </div>
    );
  }
  return (
    <div className={styles.file} id={id}>
      <p className={styles.fileName}>{file.uploadName}</p>
      <p>
        {t('file.details', {
          count: file.pages,
          size: formatBytes(file.sizeBytes, locale),
          hash: file.sha256.slice(0, 12),
        })}{' '}
        {file.textChars > 0 ? (
          t('file.text', {
            count: file.textChars,
            formatted: file.textChars.toLocaleString(locale === 'id' ? 'id-ID' : 'en-GB'),
          })
        ) : (
          <strong>{t('file.noText')}</strong>
        )}
      </p>
    </div>
  );
}

type Upload =
  | { readonly state: 'idle' }
  | { readonly state: 'sending' | 'done'; readonly name: string }
  | { readonly state: 'refused'; readonly message: string };

/** One upload at a time: refused here by size alone, else sent; the field takes the stored file's id. */
function useUpload(onChange: (value: string) => void) {
  const locale = useLocale();
  const { type } = useEditorConfig();
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const send = async (file: File | undefined) => {
    if (!file) return;
    // What the server would refuse by size alone is refused here, before anything is sent.
    const tooLarge = file.size > ATTACHMENT_LIMITS.maxBytes ? 'size' : file.size === 0 ? 'empty' : null;
    if (tooLarge) {
      setUpload({ state: 'refused', message: ATTACHMENT_MESSAGES[locale][tooLarge] });
      return;
    }
    setUpload({ state: 'sending', name: file.name });
    const answer = await uploadFile(type, file, locale);
    if (answer.ok) {
      onChange(String(answer.value.id));
      setUpload({ state: 'done', name: answer.value.uploadName });
    } else {
      setUpload({ state: 'refused', message: answer.message });
    }
  };
  return { upload, send, reset: () => setUpload({ state: 'idle' }) };
}

/**
 * A `file` field: the file it names (name, pages, size, hash, how much text site search gets) and a
 * file input that uploads at once. The server judges the file; its refusal shows beside the field
 * and the field keeps the file it had. The field holds the stored file's id, saved with the draft.
 */
export function FileField({
  id,
  path,
  field,
  value,
  error,
  onChange,
}: {
  readonly id: string;
  readonly path: string;
  readonly field: FieldDeclaration;
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (value: string) => void;
}) {
  const t = useEditorText();
  const locale = useLocale();
  const { type } = useEditorConfig();
  const details = useFileDetails(type, value, locale);
  const { upload, send, reset } = useUpload(onChange);
  const statusId = useElementId();
  const shown = upload.state === 'refused' ? upload.message : error;
  // A field that takes no PDF takes pictures (a press release's): its hint, choices and details say so.
  const pictures = field.kind === 'file' && !field.media.includes('application/pdf');

  const open = async (fileId: number) => {
    const blob = await fileBlob(type, fileId);
    const url = URL.createObjectURL(blob);
    window.open(url, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };

  return (
    <FieldFrame
      id={id}
      label={field.label[locale]}
      optional={!field.required}
      hint={t(pictures ? 'picture.hint' : 'file.hint')}
      error={shown}
    >
      <StoredFile id={`${id}-current`} details={details} />
      <input
        id={id}
        name={path}
        type="file"
        accept={pictures ? 'image/jpeg,image/png,.jpg,.jpeg,.png' : 'application/pdf,.pdf'}
        className={formStyles.file}
        aria-invalid={shown ? true : undefined}
        aria-describedby={describedBy(id, true, shown, `${id}-current`, statusId)}
        disabled={upload.state === 'sending'}
        onChange={(event) => {
          const input = event.currentTarget;
          void send(input.files?.[0]).finally(() => {
            input.value = '';
          });
        }}
      />
      <p id={statusId} role="status" className={styles.fileStatus}>
        {upload.state === 'sending' ? t('file.uploading', { name: upload.name }) : null}
        {upload.state === 'done' ? t('file.uploaded', { name: upload.name }) : null}
      </p>
      {details.state === 'ready' || value !== '' ? (
        <div className={styles.fileActions}>
          {details.state === 'ready' ? (
            <button type="button" className={formStyles.secondary} onClick={() => void open(details.file.id)}>
              {t('file.open')}
            </button>
          ) : null}
          <button
            type="button"
            className={formStyles.secondary}
            onClick={() => {
              onChange('');
              reset();
            }}
          >
            {t('file.remove')}
          </button>
        </div>
      ) : null}
    </FieldFrame>
  );
}
