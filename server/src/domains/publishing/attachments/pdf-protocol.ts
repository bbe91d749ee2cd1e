/** What the PDF reading thread (`pdf-worker.mjs`) is given and answers. */

/** Active content found in a PDF: scripts, a program or file to launch, files carried inside. */
export type ActiveKind = 'javascript' | 'launch' | 'embeddedFile';

export interface PdfTask {
  readonly bytes: Uint8Array;
  /** Pages whose text is read. */
  readonly textPages: number;
  /** Characters of text kept. */
  readonly textMaxChars: number;
  /** Characters of the proposed title. */
  readonly titleMaxLength: number;
}

/** The byte-level scan's verdict (`pdf-scan.mjs`), before the parser's. */
export type ScanResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'type' | 'damaged' | 'encrypted' }
  | { readonly ok: false; readonly reason: 'active'; readonly found: ActiveKind[] };

export type PdfVerdict =
  | {
      readonly ok: true;
      readonly sha256: string;
      readonly pages: number;
      readonly title: string;
      readonly text: string;
    }
  | { readonly ok: false; readonly reason: 'type' | 'damaged' | 'encrypted' }
  | { readonly ok: false; readonly reason: 'active'; readonly found: readonly ActiveKind[] };
