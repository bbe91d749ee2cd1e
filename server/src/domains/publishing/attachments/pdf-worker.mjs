// @ts-check
/**
 * A PDF reading thread of the pool in `reader.ts`: one uploaded file in, its verdict out. The cheap
 * byte-level check (`pdf-scan.mjs`) first, then PDF.js (Mozilla's maintained parser) reads the whole
 * document: a file it cannot open is damaged; document or page scripts, embedded files and link
 * targets that are no web address (a launch action, a file on the reader's disk) make it active; then
 * each page's text is read for site search, and the title from the document's information or its
 * first line. Here, not in the server's main thread, so parsing never makes a page wait.
 *
 * Plain ESM JavaScript: a worker thread cannot load a .ts file under jest. tsc checks it through its
 * JSDoc and emits it unchanged next to `reader.js`.
 */
import { createHash } from 'node:crypto';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { scanPdf } from './pdf-scan.mjs';

/** @typedef {import('./pdf-protocol.js').ActiveKind} ActiveKind */
/** @typedef {import('./pdf-protocol.js').PdfVerdict} PdfVerdict */
/** @typedef {import('./pdf-protocol.js').PdfTask} PdfTask */

/**
 * @param {string} text
 * @param {number} max
 */
function clip(text, max) {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : clean.slice(0, max).replace(/\s\S*$/, '');
}

/**
 * @param {PdfTask} task
 * @returns {Promise<PdfVerdict>}
 */
export default async function readPdf(task) {
  const scan = scanPdf(task.bytes);
  if (!scan.ok) return scan;
  const sha256 = createHash('sha256').update(task.bytes).digest('hex');
  /** @type {import('pdfjs-dist').PDFDocumentProxy} */
  let document;
  try {
    // PDF.js takes the array over; the caller's bytes stay whole for storing.
    document = await getDocument({
      data: task.bytes.slice(),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: true,
      verbosity: 0,
    }).promise;
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return { ok: false, reason: name === 'PasswordException' ? 'encrypted' : 'damaged' };
  }
  try {
    /** @type {Set<ActiveKind>} */
    const found = new Set();
    const scripts = await document.getJSActions();
    if (scripts && Object.keys(scripts).length > 0) found.add('javascript');
    const attachments = await document.getAttachments();
    if (attachments && Object.keys(attachments).length > 0) found.add('embeddedFile');
    /** @type {string[]} */
    const text = [];
    let chars = 0;
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const pageScripts = await page.getJSActions();
      if (pageScripts && Object.keys(pageScripts).length > 0) found.add('javascript');
      for (const annotation of await page.getAnnotations()) {
        if (annotation.subtype === 'FileAttachment' || annotation.attachment) found.add('embeddedFile');
        if (annotation.actions && Object.keys(annotation.actions).length > 0) found.add('javascript');
        // PDF.js gives `url` only for a web address; `unsafeUrl` alone is a launch, a local file or `javascript:`.
        if (annotation.unsafeUrl !== undefined && annotation.url === undefined) found.add('launch');
      }
      if (number <= task.textPages && chars < task.textMaxChars) {
        const content = await page.getTextContent();
        const words = content.items
          .map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ' '}` : ''))
          .join('');
        text.push(words);
        chars += words.length;
      }
      page.cleanup();
    }
    if (found.size > 0) return { ok: false, reason: 'active', found: [...found].sort() };
    const info = /** @type {{ info?: { Title?: unknown } }} */ (await document.getMetadata());
    const declared = typeof info.info?.Title === 'string' ? info.info.Title : '';
    const firstLine =
      text
        .join('')
        .split('\n')
        .find((line) => line.trim() !== '') ?? '';
    return {
      ok: true,
      sha256,
      pages: document.numPages,
      title: clip(declared.trim() !== '' ? declared : firstLine, task.titleMaxLength),
      text: clip(text.join(' '), task.textMaxChars),
    };
  } catch {
    return { ok: false, reason: 'damaged' };
  } finally {
    await document.destroy();
  }
}
