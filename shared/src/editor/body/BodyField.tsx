import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { HeadingNode } from '@lexical/rich-text';
import { useEffect, useMemo, useRef, type MutableRefObject } from 'react';
import { type Locale } from '@ksei/shared';
import { parseBody, serializeBody, type BodyBlock } from '@ksei/shared/api';
import { describedBy } from '@ksei/shared/forms';
import formStyles from '@ksei/shared/forms/form.module.css';
import { useEditorText } from '../strings.js';
import { BodyToolbar } from './BodyToolbar.js';
import { $readBlocks, $writeBlocks } from './convert.js';
import { ReducePlugin } from './reduce-plugin.js';
import styles from '../editor.module.css';

const blocksOf = (value: string): BodyBlock[] => {
  const body = parseBody(value);
  return 'blocks' in body ? body.blocks : [];
};

/** Writes a value that came from outside the editor (a kept draft restored, another version taken). */
function OutsideValue({
  value,
  sentRef,
}: {
  readonly value: string;
  readonly sentRef: MutableRefObject<string>;
}): null {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    if (value === sentRef.current) return;
    sentRef.current = value;
    editor.update(() => $writeBlocks(blocksOf(value)));
  }, [editor, value, sentRef]);
  return null;
}

export interface BodyFieldProps {
  readonly id: string;
  readonly label: string;
  readonly optional: boolean;
  /** The body as the form holds it: the blocks' JSON text (`serializeBody`). */
  readonly value: string;
  readonly error: string | undefined;
  readonly lang?: Locale;
  readonly onChange: (value: string) => void;
}

/**
 * A body of the site's blocks, written in a Lexical editor limited to them (`ReducePlugin`): what is
 * typed or pasted is kept as headings, paragraphs, lists and links to site pages, and the form holds
 * it as blocks, never HTML. The label names the editable area, the hint says what it keeps, the error
 * is tied to it like any field's.
 */
export function BodyField({ id, label, optional, value, error, lang, onChange }: BodyFieldProps) {
  const t = useEditorText();
  const sentRef = useRef(value);
  const initial = useRef(value);
  const config = useMemo<InitialConfigType>(
    () => ({
      namespace: id,
      nodes: [HeadingNode, ListNode, ListItemNode, LinkNode],
      theme: { paragraph: styles.bodyParagraph, heading: { h2: styles.bodyHeading }, link: styles.bodyPageLink },
      editorState: () => $writeBlocks(blocksOf(initial.current)),
      onError: (problem: Error) => {
        throw problem;
      },
    }),
    [id],
  );
  return (
    <div className={error ? `${formStyles.field} ${formStyles.fieldInvalid}` : formStyles.field}>
      <span id={`${id}-label`} className={formStyles.label}>
        {label}
        {optional && <span className={formStyles.optional}> {t('optional')}</span>}
      </span>
      <div id={`${id}-hint`} className={formStyles.hint}>
        {t('body.hint')}
      </div>
      <p id={`${id}-error`} className={formStyles.error} hidden={!error}>
        {error}
      </p>
      <LexicalComposer initialConfig={config}>
        <BodyToolbar id={id} />
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              id={id}
              className={styles.bodyEditor}
              aria-labelledby={`${id}-label`}
              aria-describedby={describedBy(id, true, error)}
              aria-invalid={error ? true : undefined}
              aria-multiline
              lang={lang}
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
        <ListPlugin />
        <HistoryPlugin />
        <ReducePlugin />
        <OnChangePlugin
          ignoreSelectionChange
          onChange={(state) =>
            state.read(() => {
              const next = serializeBody($readBlocks());
              if (next === sentRef.current) return;
              sentRef.current = next;
              onChange(next);
            })
          }
        />
        <OutsideValue value={value} sentRef={sentRef} />
      </LexicalComposer>
    </div>
  );
}
