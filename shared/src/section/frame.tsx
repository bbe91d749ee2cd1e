import { StrictMode, useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SectionErrorBoundary, i18n, type RemoteName } from '@ksei/shared';
import styles from './section.module.css';

/**
 * The element every section page sits in, the same on the server and in the browser. `onCommitted` is
 * called once React has committed it in the browser; it is a hook, not an element, because anything
 * added to the tree would shift the ids `useId` gives (the server's HTML was rendered without it).
 */
export function SectionFrame({
  remote,
  children,
  onCommitted,
}: {
  readonly remote: RemoteName;
  readonly children: ReactNode;
  readonly onCommitted?: () => void;
}) {
  useEffect(() => onCommitted?.(), [onCommitted]);
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <div className={styles.section} data-section={remote} data-build={process.env.KSEI_BUILD_LABEL || undefined}>
          <SectionErrorBoundary>{children}</SectionErrorBoundary>
        </div>
      </I18nextProvider>
    </StrictMode>
  );
}
