import { useTranslation } from 'react-i18next';
import { reporterUnreachable } from '@ksei/shared/api';
import { useFormValues } from '@ksei/shared/forms';
import styles from '../../../shared/page.module.css';

/**
 * The spec's notice, while the reporter gives neither an e-mail address nor a phone number. The live
 * region is always in the page (a region that appears with its text is often not announced); only its
 * text comes and goes.
 */
export function ReachabilityNotice() {
  const { t } = useTranslation('mf-forms');
  const values = useFormValues();
  const text = (name: string) => {
    const value = values[name];
    return typeof value === 'string' ? value : undefined;
  };
  const unreachable = reporterUnreachable({
    reporterEmail: text('reporterEmail'),
    reporterPhone: text('reporterPhone'),
  });
  return (
    <div role="status" aria-live="polite" data-notice="reachability">
      {unreachable && <p className={styles.notice}>{t('report.notice')}</p>}
    </div>
  );
}
