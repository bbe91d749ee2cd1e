/**
 * A body staff write (a press release's text), declared once: the blocks the site renders that the
 * editor offers (headings, paragraphs, lists, links to site pages), their limits, and the one parser
 * both sides check a body with. No HTML is ever stored: a `blocks` field's value is these blocks as
 * JSON text, and a link to a site page is a manifest page id, resolved through the live route manifest
 * when the page is shown, so a section release that renames a path takes the link along.
 */
import type { ContentBlock } from './content.js';

/** The blocks the editor offers: a subset of the site's `ContentBlock`. */
export type BodyBlock = Extract<ContentBlock, { type: 'heading' | 'paragraph' | 'list' | 'pageLink' }>;

export const BODY_LIMITS = {
  /** Blocks in one body. */
  maxBlocks: 200,
  /** Characters of one heading, paragraph, list item or link text. */
  maxTextLength: 5000,
  /** Items of one list. */
  maxListItems: 100,
  /** Characters of the whole body as stored (JSON). */
  maxChars: 100_000,
} as const;

/** A manifest page id (`about.overview`, `publication.pressRelease`) and a link's parameter. */
const PAGE_ID = /^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z][A-Za-z0-9]*)*$/;
const PARAM = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
/** A control character other than tab and newline, or half of a surrogate pair: no text anyone typed. */
const UNTYPED =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Text a block may hold: a string within the limit, typed text only, not blank. */
function isBodyText(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= BODY_LIMITS.maxTextLength &&
    !UNTYPED.test(value) &&
    value.trim() !== ''
  );
}

/** One block, if it is one of the editor's, complete and within the limits. */
function bodyBlock(value: unknown): BodyBlock | undefined {
  if (!isRecord(value)) return undefined;
  const keys = Object.keys(value).sort().join(',');
  switch (value['type']) {
    case 'heading':
    case 'paragraph':
      return keys === 'text,type' && isBodyText(value['text'])
        ? { type: value['type'], text: value['text'] }
        : undefined;
    case 'list': {
      const items = value['items'];
      const ordered = value['ordered'];
      if (!(keys === 'items,ordered,type' || keys === 'items,type')) return undefined;
      if (ordered !== undefined && typeof ordered !== 'boolean') return undefined;
      if (!Array.isArray(items) || items.length === 0 || items.length > BODY_LIMITS.maxListItems) return undefined;
      if (!items.every((item) => isBodyText(item))) return undefined;
      return { type: 'list', ordered: ordered === true, items: items as string[] };
    }
    case 'pageLink': {
      const params = value['params'] ?? {};
      if (!(keys === 'pageId,params,text,type' || keys === 'pageId,text,type')) return undefined;
      if (typeof value['pageId'] !== 'string' || !PAGE_ID.test(value['pageId']) || value['pageId'].length > 100) {
        return undefined;
      }
      if (!isRecord(params) || Object.keys(params).length > 5) return undefined;
      if (
        !Object.entries(params).every(([name, one]) => PAGE_ID.test(name) && typeof one === 'string' && PARAM.test(one))
      ) {
        return undefined;
      }
      if (!isBodyText(value['text'])) return undefined;
      return {
        type: 'pageLink',
        pageId: value['pageId'],
        params: params as Record<string, string>,
        text: value['text'],
      };
    }
    default:
      return undefined;
  }
}

/** Why a body's text is not a body: not JSON blocks, a block the editor does not make, or too much. */
export type BodyProblem = 'invalidBlocks' | 'tooManyBlocks' | 'tooLong';

/**
 * A `blocks` field's value read as blocks: `[]` for the empty value, the blocks when every one is the
 * editor's and within the limits, else the problem.
 */
export function parseBody(value: string): { blocks: BodyBlock[] } | { problem: BodyProblem } {
  if (value.trim() === '') return { blocks: [] };
  if (value.length > BODY_LIMITS.maxChars) return { problem: 'tooLong' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return { problem: 'invalidBlocks' };
  }
  if (!Array.isArray(parsed)) return { problem: 'invalidBlocks' };
  if (parsed.length > BODY_LIMITS.maxBlocks) return { problem: 'tooManyBlocks' };
  const blocks: BodyBlock[] = [];
  for (const one of parsed) {
    const block = bodyBlock(one);
    if (!block) return { problem: 'invalidBlocks' };
    blocks.push(block);
  }
  return { blocks };
}

/** Blocks as the stored value of a `blocks` field (the empty body is the empty string). */
export function serializeBody(blocks: readonly BodyBlock[]): string {
  return blocks.length === 0 ? '' : JSON.stringify(blocks);
}

/**
 * A body as plain text, one line per block (a list item each on its own line, `- ` or `1. `; a link as
 * its text and its page): what the history's word diff compares and site search reads.
 */
export function bodyText(blocks: readonly BodyBlock[]): string {
  const lines: string[] = [];
  for (const block of blocks) {
    if (block.type === 'list') {
      block.items.forEach((item, index) => lines.push(`${block.ordered ? `${index + 1}.` : '-'} ${item}`));
    } else if (block.type === 'pageLink') {
      lines.push(`${block.text} → ${block.pageId}`);
    } else {
      lines.push(block.text);
    }
  }
  return lines.join('\n');
}
