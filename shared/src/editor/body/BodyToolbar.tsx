import { $createLinkNode } from '@lexical/link';
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, REMOVE_LIST_COMMAND } from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createHeadingNode } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  $isRangeSelection,
  type ElementNode,
  type RangeSelection,
} from 'lexical';
import { useState, type MouseEvent } from 'react';
import { useLocale } from '@ksei/shared';
import formStyles from '@ksei/shared/forms/form.module.css';
import { useEditorText } from '../strings.js';
import { pageHref } from './convert.js';
import { linkablePages } from './page-choices.js';
import styles from '../editor.module.css';

/** Where the caret was; at the end of the body when the editor never had one. */
function $selection(): RangeSelection | null {
  const selection = $getSelection();
  if ($isRangeSelection(selection)) return selection;
  $getRoot().selectEnd();
  const end = $getSelection();
  return $isRangeSelection(end) ? end : null;
}

// A mouse press on a tool keeps the caret in the text; the keyboard reaches the tools by Tab.
const keepCaret = (event: MouseEvent) => event.preventDefault();

/**
 * The body's tools: the kind of the line the caret is in (paragraph, heading, bulleted or numbered
 * list), and a link to one of the site's pages, chosen by title, inserted as a line of its own.
 */
export function BodyToolbar({ id }: { readonly id: string }) {
  const [editor] = useLexicalComposerContext();
  const t = useEditorText();
  const locale = useLocale();
  const [page, setPage] = useState('');
  const pages = linkablePages(locale);

  const blockType = (make: () => ElementNode) => {
    editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    editor.update(() => {
      const selection = $selection();
      if (selection) $setBlocksType(selection, make);
    });
    editor.focus();
  };
  const list = (ordered: boolean) => {
    editor.update(() => void $selection());
    editor.dispatchCommand(ordered ? INSERT_ORDERED_LIST_COMMAND : INSERT_UNORDERED_LIST_COMMAND, undefined);
    editor.focus();
  };
  const insertLink = () => {
    const chosen = pages.find((one) => one.id === page);
    if (!chosen) return;
    editor.update(() => {
      const line = $createParagraphNode().append(
        $createLinkNode(pageHref(chosen.id)).append($createTextNode(chosen.title)),
      );
      const block = $selection()?.anchor.getNode().getTopLevelElement();
      if (block) block.insertAfter(line);
      else $getRoot().append(line);
      line.selectEnd();
    });
    editor.focus();
  };

  return (
    <div role="toolbar" aria-label={t('body.tools')} aria-controls={id} className={styles.bodyTools}>
      <button
        type="button"
        className={formStyles.secondary}
        onMouseDown={keepCaret}
        onClick={() => blockType($createParagraphNode)}
      >
        {t('body.paragraph')}
      </button>
      <button
        type="button"
        className={formStyles.secondary}
        onMouseDown={keepCaret}
        onClick={() => blockType(() => $createHeadingNode('h2'))}
      >
        {t('body.heading')}
      </button>
      <button type="button" className={formStyles.secondary} onMouseDown={keepCaret} onClick={() => list(false)}>
        {t('body.bulleted')}
      </button>
      <button type="button" className={formStyles.secondary} onMouseDown={keepCaret} onClick={() => list(true)}>
        {t('body.numbered')}
      </button>
      <span className={styles.bodyLink}>
        <label htmlFor={`${id}-page`}>{t('body.linkPage')}</label>
        <select
          id={`${id}-page`}
          className={formStyles.select}
          value={page}
          onChange={(event) => setPage(event.currentTarget.value)}
        >
          <option value="">{t('choose')}</option>
          {pages.map((one) => (
            <option key={one.id} value={one.id}>
              {one.title}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={formStyles.secondary}
          disabled={page === ''}
          onMouseDown={keepCaret}
          onClick={insertLink}
        >
          {t('body.insertLink')}
        </button>
      </span>
    </div>
  );
}
