import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $isLinkNode, LinkNode } from '@lexical/link';
import { $createHeadingNode, HeadingNode } from '@lexical/rich-text';
import { mergeRegister } from '@lexical/utils';
import {
  COMMAND_PRIORITY_HIGH,
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  TextNode,
  type LexicalEditor,
} from 'lexical';
import { useEffect } from 'react';
import { readPageHref } from './convert.js';

/**
 * Keeps an editor to what the site renders, whatever is typed or pasted (from Word, a web page): no
 * bold, italics, colours or alignment (the shortcuts do nothing, pasted formatting is cleared), one
 * heading level, and links only to the site's pages (any other link keeps its text, not its address).
 * Returns the way to stop.
 */
export function registerReductions(editor: LexicalEditor): () => void {
  return mergeRegister(
    editor.registerCommand(FORMAT_TEXT_COMMAND, () => true, COMMAND_PRIORITY_HIGH),
    editor.registerCommand(FORMAT_ELEMENT_COMMAND, () => true, COMMAND_PRIORITY_HIGH),
    editor.registerNodeTransform(TextNode, (node) => {
      if (node.getFormat() !== 0) node.setFormat(0);
      if (node.getStyle() !== '') node.setStyle('');
    }),
    editor.registerNodeTransform(HeadingNode, (node) => {
      if (node.getTag() === 'h2') return;
      const heading = $createHeadingNode('h2');
      heading.append(...node.getChildren());
      node.replace(heading);
    }),
    editor.registerNodeTransform(LinkNode, (node) => {
      if (!$isLinkNode(node) || readPageHref(node.getURL())) return;
      for (const child of node.getChildren()) node.insertBefore(child);
      node.remove();
    }),
  );
}

/** The reductions, for the editor of the composer it is rendered in. */
export function ReducePlugin(): null {
  const [editor] = useLexicalComposerContext();
  useEffect(() => registerReductions(editor), [editor]);
  return null;
}
