import { useEffect, useRef } from 'react';
import formStyles from '@ksei/shared/forms/form.module.css';
import { controlOf } from '../form-values.js';
import { useEditorText } from '../strings.js';

/**
 * Why the last save was refused: the answer's own words, then each field's problem as a link to the
 * field. Focused after each refused attempt, so a keyboard or screen-reader user lands on it.
 */
export function ProblemSummary({
  attempt,
  problems,
  message,
}: {
  readonly attempt: number;
  readonly problems: Readonly<Record<string, string>>;
  readonly message: string;
}) {
  const t = useEditorText();
  const ref = useRef<HTMLDivElement>(null);
  const entries = Object.entries(problems).filter(([, problem]) => problem !== '');
  const shown = entries.length > 0 || message !== '';
  useEffect(() => {
    if (attempt > 0) ref.current?.focus();
  }, [attempt]);
  if (!shown) return null;
  return (
    <div ref={ref} tabIndex={-1} className={formStyles.summary} aria-labelledby="editor-summary" role="group">
      <div role="alert">
        <h2 id="editor-summary" className={formStyles.summaryHeading}>
          {t('summaryHeading')}
        </h2>
        {message ? <p>{message}</p> : null}
        {entries.length > 0 ? (
          <ul className={formStyles.summaryList}>
            {entries.map(([path, problem]) => (
              <li key={path}>
                <a href={`#${controlOf(path)}`}>{problem}</a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
