import { useLocale } from '@ksei/shared';
import type { EditorItem } from '@ksei/shared/api';
import { jakartaDateTime } from '@ksei/shared/content';
import { useEditorConfig } from '../context.js';
import { LOCALES, fieldsOf } from '../form-values.js';
import { useEditorText } from '../strings.js';
import styles from '../editor.module.css';

/**
 * The version someone else saved first, shown beside the form that keeps this editor's text: read it,
 * carry over what matters, and save again (the next save is made against this version).
 */
export function ConflictPanel({ current }: { readonly current: EditorItem }) {
  const t = useEditorText();
  const locale = useLocale();
  const fields = fieldsOf(useEditorConfig().type);
  const rows = [
    ...fields.shared.map(([name, field]) => ({
      key: `shared.${name}`,
      label: field.label[locale],
      lang: undefined,
      value: current.data.shared[name],
    })),
    ...LOCALES.flatMap((part) =>
      fields.parts.map(([name, field]) => ({
        key: `${part}.${name}`,
        label: `${field.label[locale]} (${t(`partHeading.${part}`)})`,
        lang: part,
        value: current.data.parts[part]?.[name],
      })),
    ),
  ];
  return (
    <section aria-labelledby="editor-conflict" className={styles.conflict}>
      <h2 id="editor-conflict">{t('conflictHeading')}</h2>
      <p>
        {t('conflictBy', {
          name: current.lastChangedBy,
          at: jakartaDateTime(current.updatedAt, locale),
          revision: current.revision,
        })}
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('field')}</th>
            <th scope="col">{t('value')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td lang={row.lang}>{row.value ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
