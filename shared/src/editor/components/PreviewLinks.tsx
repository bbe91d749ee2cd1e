import { useEffect, useState } from 'react';
import { buildPath, useLocale, type Locale } from '@ksei/shared';
import { PREVIEW_LIMITS, type EditorItem, type PreviewCreated, type PreviewLink } from '@ksei/shared/api';
import { DataTable, jakartaDateTime } from '@ksei/shared/content';
import { FieldFrame, describedBy } from '@ksei/shared/forms';
import formStyles from '@ksei/shared/forms/form.module.css';
import { staffStyles } from '@ksei/shared/staff';
import { listPreviewLinks, makePreviewLink, revokePreviewLink } from '../api/previews.js';
import { useEditorConfig } from '../context.js';
import { LOCALES } from '../form-values.js';
import { useEditorText } from '../strings.js';
import styles from '../editor.module.css';

type LinkState = 'active' | 'expired' | 'revoked';

function linkState(link: PreviewLink, now: number): LinkState {
  if (link.revokedAt !== null) return 'revoked';
  return Date.parse(link.expiresAt) <= now ? 'expired' : 'active';
}

/** The preview page's full address for a token, in a language. */
function previewAddress(page: string, token: string, part: Locale): string {
  return new URL(buildPath(page, part, { slug: token }), window.location.origin).href;
}

/** The item's links as last read or changed here, and making and revoking one (each refusal in words). */
function usePreviewLinks(item: EditorItem) {
  const t = useEditorText();
  const locale = useLocale();
  const { type } = useEditorConfig();
  const [links, setLinks] = useState<readonly PreviewLink[] | null>(null);
  const [made, setMade] = useState<PreviewCreated | null>(null);
  const [failure, setFailure] = useState('');

  useEffect(() => {
    let live = true;
    void listPreviewLinks(type, item.id, locale).then((answer) => {
      if (!live) return;
      if (answer.ok) setLinks(answer.value);
      else setFailure(answer.message);
    });
    return () => {
      live = false;
    };
  }, [type, item.id, item.version, locale]);

  const make = async (hours: string) => {
    const value = Number(hours);
    if (!Number.isInteger(value) || value < 1 || value > PREVIEW_LIMITS.hoursMax) {
      setFailure(t('preview.invalidHours', { max: PREVIEW_LIMITS.hoursMax }));
      return;
    }
    setFailure('');
    const answer = await makePreviewLink(type, item.id, value, locale);
    if (!answer.ok) {
      setFailure(answer.message);
      return;
    }
    setMade(answer.value);
    setLinks((all) => [answer.value, ...(all ?? [])]);
  };

  const revoke = async (link: PreviewLink) => {
    const answer = await revokePreviewLink(type, item.id, link.id, locale);
    if (!answer.ok) {
      setFailure(answer.message);
      return;
    }
    if (made?.id === link.id) setMade(null);
    setLinks((all) => (all ?? []).map((one) => (one.id === link.id ? answer.value : one)));
  };

  return { links, made, failure, make, revoke };
}

/**
 * The item's preview links: make one (valid for the hours chosen; its address is shown once, in both
 * languages), see who made each, until when, how often it was opened, and revoke it. `page` is the
 * public page that opens a link.
 */
export function PreviewLinks({ item, page }: { readonly item: EditorItem; readonly page: string }) {
  const t = useEditorText();
  const { links, made, failure, make, revoke } = usePreviewLinks(item);
  const [hours, setHours] = useState(String(PREVIEW_LIMITS.hoursDefault));
  const [now] = useState(() => Date.now());
  const hoursId = 'editor-preview-hours';
  return (
    <section aria-labelledby="editor-previews" className={styles.block}>
      <h2 id="editor-previews">{t('preview.heading')}</h2>
      <p className={formStyles.hint}>{t('preview.lead')}</p>
      <form
        noValidate
        className={styles.action}
        onSubmit={(event) => {
          event.preventDefault();
          void make(hours);
        }}
      >
        <FieldFrame
          id={hoursId}
          label={t('preview.hours')}
          hint={t('preview.hoursHint', { max: PREVIEW_LIMITS.hoursMax })}
          error={undefined}
        >
          <input
            id={hoursId}
            type="number"
            inputMode="numeric"
            min={1}
            max={PREVIEW_LIMITS.hoursMax}
            value={hours}
            aria-describedby={describedBy(hoursId, true, undefined)}
            className={`${formStyles.input} ${formStyles.short}`}
            onChange={(event) => setHours(event.currentTarget.value)}
          />
        </FieldFrame>
        <p role="alert" className={staffStyles.failure} hidden={!failure}>
          {failure}
        </p>
        <button type="submit" className={formStyles.submit}>
          {t('preview.create')}
        </button>
      </form>
      {made ? <MadeLink made={made} page={page} /> : null}
      {links === null ? null : links.length === 0 ? (
        <p>{t('preview.none')}</p>
      ) : (
        <LinksTable links={links} now={now} onRevoke={(link) => void revoke(link)} />
      )}
    </section>
  );
}

/** A link just made: its address in both languages, shown this once (the server keeps only its hash). */
function MadeLink({ made, page }: { readonly made: PreviewCreated; readonly page: string }) {
  const t = useEditorText();
  return (
    <div role="status" className={styles.kept}>
      <p>{t('preview.created')}</p>
      {LOCALES.map((part) => {
        const id = `editor-preview-link-${part}`;
        return (
          <div key={part} className={formStyles.field}>
            <label htmlFor={id} className={formStyles.label}>
              {t('preview.link', { language: t(`partHeading.${part}`) })}
            </label>
            <input
              id={id}
              readOnly
              value={previewAddress(page, made.token, part)}
              className={formStyles.input}
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
        );
      })}
    </div>
  );
}

/** Every link of the item: who made it, until when, how often it was opened, and a way to revoke it. */
function LinksTable({
  links,
  now,
  onRevoke,
}: {
  readonly links: readonly PreviewLink[];
  readonly now: number;
  readonly onRevoke: (link: PreviewLink) => void;
}) {
  const t = useEditorText();
  const locale = useLocale();
  return (
    <DataTable
      caption={t('preview.caption')}
      rows={links}
      rowKey={(link) => String(link.id)}
      columns={[
        { key: 'revision', header: t('preview.columns.revision'), rowHeader: true, cell: (link) => link.revision },
        {
          key: 'by',
          header: t('preview.columns.by'),
          cell: (link) => `${link.createdBy}, ${jakartaDateTime(link.createdAt, locale)}`,
        },
        {
          key: 'expires',
          header: t('preview.columns.expires'),
          nowrap: true,
          cell: (link) => jakartaDateTime(link.expiresAt, locale),
        },
        {
          key: 'opened',
          header: t('preview.columns.opened'),
          cell: (link) => t('preview.opened', { count: link.openedCount }),
        },
        {
          key: 'state',
          header: t('preview.columns.state'),
          cell: (link) => {
            const state = linkState(link, now);
            return (
              <>
                {t(`preview.${state}`)}
                {state === 'active' ? (
                  <>
                    {' '}
                    <button
                      type="button"
                      className={formStyles.secondary}
                      aria-label={t('preview.revokeNamed', { revision: link.revision })}
                      onClick={() => onRevoke(link)}
                    >
                      {t('preview.revoke')}
                    </button>
                  </>
                ) : null}
              </>
            );
          },
        },
      ]}
    />
  );
}
