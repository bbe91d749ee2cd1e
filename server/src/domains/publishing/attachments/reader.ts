/**
 * Reads uploaded PDFs on threads of their own (`pdf-worker.mjs`): at most one core short of the
 * machine parses at once, a bounded line waits behind them (one more is refused: `WorkQueueFull`, the
 * API's 503 with Retry-After), and a file that takes longer than the time limit is given up as damaged
 * (its thread is ended, which stops a parser caught in a hostile file).
 */
import { ATTACHMENT_LIMITS, CONTENT_TYPES } from '@ksei/shared/node';
import { Piscina } from 'piscina';
import { SPARE_ONE_CORE, WorkQueueFull } from '../../../concurrency/slots.js';
import type { PdfTask, PdfVerdict } from './pdf-protocol.js';

/** The worker's entry sits next to this module in src/ (jest) and in dist/ (tsc emits the .mjs there). */
const WORKER_ENTRY = new URL('./pdf-worker.mjs', import.meta.url).href;

export type { PdfVerdict };

export interface PdfReaderOptions {
  readonly threads: number;
  /** Files that may wait for a thread (a day's batch arrives a few at a time). */
  readonly maxQueue: number;
  /** A file not read within this is damaged (KSEI's PDFs take well under a second). */
  readonly timeoutMs: number;
}

export interface PdfReader {
  read(bytes: Uint8Array): Promise<PdfVerdict>;
  close(): Promise<void>;
}

/** The longest title a file can propose: the longest an announcement's title may be. */
const TITLE_MAX = CONTENT_TYPES.announcement.localized.title.maxLength;

export function createPdfReader(options: PdfReaderOptions): PdfReader {
  const piscina = new Piscina({
    filename: WORKER_ENTRY,
    minThreads: 0,
    maxThreads: options.threads,
    // Kept a minute after the last file, then given back: an idle server holds no parser memory.
    idleTimeout: 60_000,
    maxQueue: options.maxQueue,
  });
  let waiting = 0;
  return {
    async read(bytes) {
      if (waiting >= options.threads + options.maxQueue) throw new WorkQueueFull(5);
      waiting += 1;
      try {
        const task: PdfTask = {
          bytes,
          textPages: ATTACHMENT_LIMITS.textPages,
          textMaxChars: ATTACHMENT_LIMITS.textMaxChars,
          titleMaxLength: TITLE_MAX,
        };
        return (await piscina.run(task, { signal: AbortSignal.timeout(options.timeoutMs) })) as PdfVerdict;
      } catch (error) {
        // The time limit: piscina ends the thread and rejects with an AbortError.
        if (error instanceof Error && error.name === 'AbortError') return { ok: false, reason: 'damaged' };
        throw error;
      } finally {
        waiting -= 1;
      }
    },
    close: () => piscina.close(),
  };
}

export const DEFAULT_PDF_READER: PdfReaderOptions = { threads: SPARE_ONE_CORE, maxQueue: 64, timeoutMs: 20_000 };

let shared: PdfReader | undefined;

/** The process-wide reader, started at the first upload. */
export function pdfReader(): PdfReader {
  shared ??= createPdfReader(DEFAULT_PDF_READER);
  return shared;
}
