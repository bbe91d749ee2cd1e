import { useTranslation } from 'react-i18next';
import { RECEIPT_PATTERN, type FormError, type TextRule } from '@ksei/shared/api';
import { ActionForm, CaptchaField, SubmitButton, TextField, type FormRefused } from '@ksei/shared/forms';
import styles from '../../../shared/page.module.css';
import { RECEIPT_FIELD } from '../api/status.js';

/** The receipt as the browser checks it: required, and at most the 19 characters of its dashed form. */
const RULES: Readonly<Record<string, TextRule>> = { [RECEIPT_FIELD]: { required: true, max: 19 } };

/** Sixteen digits, with or without the dashes (the action checks the same). */
function checkReceipt(values: Readonly<Record<string, string | undefined>>): Record<string, FormError> {
  const receipt = (values[RECEIPT_FIELD] ?? '').trim();
  return receipt && !RECEIPT_PATTERN.test(receipt) ? { [RECEIPT_FIELD]: { code: 'receipt' } } : {};
}

/** The receipt number and the captcha. */
export function FollowUpForm({ refusal }: { readonly refusal: FormRefused | undefined }) {
  const { t } = useTranslation('mf-forms');
  return (
    <section aria-labelledby="follow-up-heading" className={styles.formBlock}>
      <h2 id="follow-up-heading" className="visually-hidden">
        {t('followUp.check')}
      </h2>
      <p>{t('followUp.intro')}</p>
      <ActionForm id="follow-up" rules={RULES} check={checkReceipt} refusal={refusal} labelledBy="follow-up-heading">
        <TextField
          name={RECEIPT_FIELD}
          label={t('followUp.receipt')}
          hint={t('followUp.receiptHint')}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
        />
        <CaptchaField noScript={t('captcha.noScriptFollowUp')} />
        <SubmitButton>{t('followUp.check')}</SubmitButton>
      </ActionForm>
    </section>
  );
}
