/**
 * The body's blocks and the Lexical editor's tree, each way. The editor holds only the nodes these
 * blocks need (headings, paragraphs, lists, links); a link to a site page is a link node whose address
 * is `page:<page id>?<params>`, never a path, so the stored block names the page and the live route
 * manifest resolves it when the page is shown. Reading the tree flattens whatever else a paste or a
 * keystroke made (formatting, nested lists, line breaks) into these blocks.
 */
import { $createLinkNode, $isLinkNode } from '@lexical/link';
import { $createListItemNode, $createListNode, $isListItemNode, $isListNode, type ListNode } from '@lexical/list';
import { $createHeadingNode, $isHeadingNode } from '@lexical/rich-text';
import { $createParagraphNode, $createTextNode, $getRoot, $isElementNode, type LexicalNode } from 'lexical';
import type { BodyBlock } from '@ksei/shared/api';

const PAGE_SCHEME = 'page:';

/** A site page's link address as the editor holds it. */
export function pageHref(pageId: string, params: Readonly<Record<string, string>> = {}): string {
  const query = new URLSearchParams(params).toString();
  return `${PAGE_SCHEME}${pageId}${query ? `?${query}` : ''}`;
}

/** The page a link address names, if it is a site page's (`page:…`). */
export function readPageHref(url: string): { pageId: string; params: Record<string, string> } | undefined {
  if (!url.startsWith(PAGE_SCHEME)) return undefined;
  const [pageId = '', query = ''] = url.slice(PAGE_SCHEME.length).split('?', 2);
  if (pageId === '') return undefined;
  return { pageId, params: Object.fromEntries(new URLSearchParams(query)) };
}

/** Replaces the editor's content with `blocks` (inside an update, or as the initial state). */
export function $writeBlocks(blocks: readonly BodyBlock[]): void {
  const root = $getRoot();
  root.clear();
  for (const block of blocks) {
    if (block.type === 'heading') root.append($createHeadingNode('h2').append($createTextNode(block.text)));
    else if (block.type === 'paragraph') root.append($createParagraphNode().append($createTextNode(block.text)));
    else if (block.type === 'list') {
      const list = $createListNode(block.ordered ? 'number' : 'bullet');
      for (const item of block.items) list.append($createListItemNode().append($createTextNode(item)));
      root.append(list);
    } else {
      const link = $createLinkNode(pageHref(block.pageId, block.params)).append($createTextNode(block.text));
      root.append($createParagraphNode().append(link));
    }
  }
  // An empty editor still has a line to type on.
  if (root.getChildrenSize() === 0) root.append($createParagraphNode());
}

/** One line of text: line breaks and runs of spaces become one space. */
const line = (node: LexicalNode): string => node.getTextContent().replace(/\s+/g, ' ').trim();

/** A list's items in order, a nested list's items after their parent's text. */
function listItems(list: ListNode): string[] {
  const items: string[] = [];
  for (const item of list.getChildren()) {
    if (!$isListItemNode(item)) continue;
    const own = item
      .getChildren()
      .filter((child) => !$isListNode(child))
      .map(line)
      .join(' ')
      .trim();
    if (own !== '') items.push(own);
    for (const child of item.getChildren()) if ($isListNode(child)) items.push(...listItems(child));
  }
  return items;
}

/** The blocks the editor's content is (empty lines and empty lists dropped). */
export function $readBlocks(): BodyBlock[] {
  const blocks: BodyBlock[] = [];
  for (const node of $getRoot().getChildren()) {
    const text = line(node);
    if ($isListNode(node)) {
      const items = listItems(node);
      if (items.length > 0) blocks.push({ type: 'list', ordered: node.getListType() === 'number', items });
    } else if (text === '') {
      continue;
    } else if ($isHeadingNode(node)) {
      blocks.push({ type: 'heading', text });
    } else {
      // A line that is one link to a site page, and nothing else, is a page link; any other link is text.
      const filled = $isElementNode(node) ? node.getChildren().filter((child) => line(child) !== '') : [];
      const only = filled.length === 1 ? filled[0] : undefined;
      const page = only && $isLinkNode(only) ? readPageHref(only.getURL()) : undefined;
      blocks.push(page ? { type: 'pageLink', ...page, text } : { type: 'paragraph', text });
    }
  }
  return blocks;
}
