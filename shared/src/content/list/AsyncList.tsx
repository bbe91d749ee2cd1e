import { useState, type ReactNode } from 'react';
import { DataUnavailable, ErrorState, LoadingState } from '../states.js';
import type { ApiState } from '@ksei/shared';
import styles from './list.module.css';

/**
 * Loading, error with retry, or the content; a missing item (404) always shows the original site's
 * data-unavailable message in the page's language. While a new page, filter or sort loads, the previous
 * content stays (marked busy), so the control that was used keeps its focus and nothing jumps.
 */
export function AsyncList<T>({
  state,
  children,
}: {
  readonly state: ApiState<T> & { retry: () => void };
  readonly children: (data: T) => ReactNode;
}) {
  const [last, setLast] = useState<{ data: T } | null>(null);
  if (state.status === 'ready' && last?.data !== state.data) setLast({ data: state.data });
  const shown = state.status === 'ready' ? state.data : state.status === 'loading' ? last?.data : undefined;
  const busy = state.status === 'loading';
  return (
    <div aria-busy={busy} className={busy && shown !== undefined ? styles.busy : undefined}>
      {state.status === 'error' ? (
        <ErrorState message={state.message} onRetry={state.retry} />
      ) : state.status === 'notFound' ? (
        <DataUnavailable />
      ) : shown !== undefined ? (
        children(shown)
      ) : (
        <LoadingState />
      )}
    </div>
  );
}

/**
 * A list whose data came with the page (its loader): while the next page, filter or sort loads, the
 * current content stays, marked busy, so the control that was used keeps its focus and nothing jumps.
 */
export function BusyList({ busy, children }: { readonly busy: boolean; readonly children: ReactNode }) {
  return (
    <div aria-busy={busy} className={busy ? styles.busy : undefined}>
      {children}
    </div>
  );
}
