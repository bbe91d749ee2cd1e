import { createStore } from 'zustand/vanilla';

export interface ShellError {
  readonly statusCode: number;
  readonly message: string;
}

/** A routing error to show on the error page; cleared by the next navigation. */
export const errorStore = createStore<{ error: ShellError | null }>(() => ({ error: null }));

export function showErrorPage(error: unknown): void {
  const statusCode =
    typeof error === 'object' && error !== null && 'statusCode' in error && typeof error.statusCode === 'number'
      ? error.statusCode
      : 500; // the default status when none is given (SPEC §8)
  const message = error instanceof Error ? error.message : String(error);
  errorStore.setState({ error: { statusCode, message } });
}
