import { useLocale } from '@ksei/shared';
import { CONTENT_TYPES, type ContentTypeDeclaration, type FieldDiff } from '@ksei/shared/api';
import { useEditorConfig } from '../context.js';
import { useEditorText } from '../strings.js';
import styles from '../editor.module.css';

/**
 * What changed between two revisions, field by field and language by language: words only in the newer
 * revision are marked inserted, words only in the older deleted (in words for screen readers too).
 */
export function DiffView({
  diff,
}: {
  readonly diff: { readonly from: number; readonly to: number; readonly fields: readonly FieldDiff[] };
}) {
  const t = useEditorText();
  const locale = useLocale();
  const declaration: ContentTypeDeclaration = CONTENT_TYPES[useEditorConfig().type];
  const label = (path: string): string => {
    const [where = '', name = ''] = path.split('.');
    const field = where === 'shared' ? declaration.shared[name] : declaration.localized[name];
    const part = where === 'id' || where === 'en' ? ` (${t(`partHeading.${where}`)})` : '';
    return `${field?.label[locale] ?? name}${part}`;
  };
  return (
    <section aria-labelledby="editor-diff" className={styles.block}>
      <h2 id="editor-diff">{t('diffHeading', { from: diff.from, to: diff.to })}</h2>
      {diff.fields.length === 0 ? <p>{t('noDiff')}</p> : null}
      <dl className={styles.diff}>
        {diff.fields.map((field) => (
          <div key={field.field}>
            <dt>{label(field.field)}</dt>
            <dd lang={field.field.startsWith('en.') ? 'en' : field.field.startsWith('id.') ? 'id' : undefined}>
              {field.parts.map((part, index) =>
                part.kind === 'same' ? (
                  <span key={index}>{part.text}</span>
                ) : part.kind === 'added' ? (
                  <ins key={index}>
                    <span className="visually-hidden">[{t('added')}: </span>
                    {part.text}
                    <span className="visually-hidden">]</span>
                  </ins>
                ) : (
                  <del key={index}>
                    <span className="visually-hidden">[{t('removed')}: </span>
                    {part.text}
                    <span className="visually-hidden">]</span>
                  </del>
                ),
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
