import { useTranslation } from 'react-i18next';
import { Link } from '@ksei/shared/section/page';
import styles from '../../../shared/page.module.css';
import { useAnswerHeading } from '../../../shared/use-answer-heading.js';

/**
 * The in-page confirmation of a sent message, with its reference number. It takes focus when it
 * replaces the form in the browser (`focus`), so a screen reader reads it at once.
 */
export function ContactSent({
  reference,
  again,
  focus,
}: {
  readonly reference: string;
  readonly again: string;
  readonly focus: boolean;
}) {
  const { t } = useTranslation('mf-forms');
  const heading = useAnswerHeading(focus);
  return (
    <section aria-labelledby="contact-sent" className={`${styles.block} ${styles.success}`}>
      <h2 id="contact-sent" ref={heading} tabIndex={-1}>
        {t('contact.sentHeading')}
      </h2>
      <p>
        {t('contact.sentReference')} <strong data-reference="">{reference}</strong>
      </p>
      <p>{t('contact.sentAdvice')}</p>
      <p>
        <Link to={again}>{t('contact.another')}</Link>
      </p>
    </section>
  );
}
