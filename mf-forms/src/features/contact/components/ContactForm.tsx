import { useTranslation } from 'react-i18next';
import { CONTACT_FIELDS } from '@ksei/shared/api';
import { ActionForm, CaptchaField, SubmitButton, TextArea, TextField, type FormRefused } from '@ksei/shared/forms';
import styles from '../../../shared/page.module.css';

/** The contact form: name, subject, e-mail, phone (optional) and message, then the captcha. */
export function ContactForm({ refusal }: { readonly refusal: FormRefused | undefined }) {
  const { t } = useTranslation('mf-forms');
  return (
    <section aria-labelledby="contact-form-heading" className={styles.formBlock}>
      <h2 id="contact-form-heading">{t('contact.heading')}</h2>
      <p>{t('contact.intro')}</p>
      <ActionForm id="contact" rules={CONTACT_FIELDS} refusal={refusal} labelledBy="contact-form-heading">
        <TextField name="fullName" label={t('contact.fullName')} autoComplete="name" />
        <TextField name="subject" label={t('contact.subject')} />
        <TextField
          name="email"
          type="email"
          label={t('contact.email')}
          hint={t('contact.emailHint')}
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
        />
        <TextField
          name="phone"
          type="tel"
          label={t('contact.phone')}
          hint={t('contact.phoneHint')}
          autoComplete="tel"
          inputMode="tel"
          optional
        />
        <TextArea name="message" label={t('contact.message')} rows={8} />
        <CaptchaField noScript={t('captcha.noScriptContact')} />
        <SubmitButton>{t('contact.send')}</SubmitButton>
      </ActionForm>
    </section>
  );
}
