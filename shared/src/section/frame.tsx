import { StrictMode, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SectionErrorBoundary, i18n, type RemoteName } from '@ksei/shared';
import styles from './section.module.css';

/** The element every section page sits in, the same on the server and in the browser. */
export function SectionFrame({ remote, children }: { readonly remote: RemoteName; readonly children: ReactNode }) {
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
