import { createStore } from 'zustand/vanilla';

export interface ShellError {
  readonly statusCode: number;
  readonly message: string;
  /** The address the server refused: no section mounts there while the error shows. */
  readonly path?: string;
}

/** A routing error to show on the error page; cleared by the next navigation. */
export const errorStore = createStore<{ error: ShellError | null }>(() => ({ error: null }));

export function showErrorPage(error: unknown): void {
  const statusCode =
    typeof error === 'object' && error !== null && 'statusCode' in error && typeof error.statusCode === 'number'
      ? error.statusCode
      : 500; // the default status when none is given (as on the original site)
  const message = error instanceof Error ? error.message : String(error);
  errorStore.setState({ error: { statusCode, message } });
}

/**
 * The server answered this page with an error (a request it refused, or its own failure) and says so
 * in `<meta name="ksei-error" content="<status>" data-message="…">`, localized: show the error page.
 */
export function showServerError(doc: Document = document): void {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="ksei-error"]');
  const statusCode = Number(meta?.content);
  if (!meta || !Number.isInteger(statusCode)) return;
  const path = window.location.pathname;
  errorStore.setState({ error: { statusCode, message: meta.dataset['message'] ?? '', path } });
}
