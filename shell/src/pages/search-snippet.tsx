import type { ReactNode } from 'react';

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the HTML escapes of an escaped text (`&amp;`, `&#39;`, `&#x27;`…) into plain text. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

export interface SnippetPart {
  readonly text: string;
  readonly marked: boolean;
}

/**
 * Splits a search snippet (HTML-escaped text whose only markup is `<mark>…</mark>`) into plain text
 * parts, marked or not. Nothing is ever parsed as HTML: any other tag stays visible text.
 */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let marked = false;
  for (const piece of snippet.split(/(<mark>|<\/mark>)/i)) {
    const tag = piece.toLowerCase();
    if (tag === '<mark>') marked = true;
    else if (tag === '</mark>') marked = false;
    else if (piece !== '') {
      const text = decodeEntities(piece);
      const last = parts[parts.length - 1];
      if (last && last.marked === marked) parts[parts.length - 1] = { text: last.text + text, marked };
      else parts.push({ text, marked });
    }
  }
  return parts;
}

/** A snippet as text nodes and `<mark>` elements (never innerHTML). */
export function Snippet({ snippet, className }: { readonly snippet: string; readonly className?: string }): ReactNode {
  return (
    <p className={className}>
      {snippetParts(snippet).map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}
    </p>
  );
}
