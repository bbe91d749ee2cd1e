import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiState } from '@ksei/shared';
import styles from './content.module.css';

export function LoadingState() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      {t('chrome.loading')}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { readonly message: string; readonly onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.error} role="alert">
      <p>{message}</p>
      <button type="button" className={styles.button} onClick={onRetry}>
        {t('data.retry')}
      </button>
    </div>
  );
}

/** The original site's message: "the data you are looking for is not available or has been deleted". */
export function DataUnavailable({ message }: { readonly message?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.unavailable} role="status" data-unavailable="">
      <p>{message ?? t('errors.dataUnavailable')}</p>
    </div>
  );
}

/** Marks content written for this rebuild where nothing public exists. */
export function SampleNotice() {
  const { t } = useTranslation();
  return <p className={styles.sample}>{t('data.sample')}</p>;
}

/** Loading, error (with retry), not found, or the content. */
export function AsyncContent<T>({
  state,
  children,
}: {
  readonly state: ApiState<T> & { retry: () => void };
  readonly children: (data: T) => ReactNode;
}) {
  switch (state.status) {
    case 'loading':
      return <LoadingState />;
    case 'error':
      return <ErrorState message={state.message} onRetry={state.retry} />;
    case 'notFound':
      return <DataUnavailable message={state.message} />;
    case 'ready':
      return <>{children(state.data)}</>;
  }
}
