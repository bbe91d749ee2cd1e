import type { ReactNode } from 'react';
import { useNavigation } from '@ksei/shared/section/page';
import { useFormText } from './strings.js';
import styles from './form.module.css';

/** The send button: busy (and saying so) while the router sends the form. */
export function SubmitButton({ children }: { readonly children: ReactNode }) {
  const t = useFormText();
  const sending = useNavigation().state === 'submitting';
  return (
    <button type="submit" className={styles.submit} aria-disabled={sending || undefined}>
      {sending ? t('sending') : children}
    </button>
  );
}
