import { useTranslation } from 'react-i18next';
import { INBOX_LIMITS } from '@ksei/shared/api';
import { ActionForm, CaptchaField, SubmitButton, TextArea, type FormRefused } from '@ksei/shared/forms';
import { EvidenceField } from '../../../shared/EvidenceField.js';
import styles from '../../../shared/page.module.css';
import { ADD_INTENT, INTENT_FIELD, NOTE_FIELD, NOTE_RULES, RECEIPT_FIELD } from '../api/status.js';

/**
 * Information added to an open report: a note, optionally one .jpg/.mp4 (the report form's checks and
 * remove button), the captcha, and the receipt carried from the lookup in a hidden field, so the same
 * form works as a plain POST without JavaScript.
 */
export function AddInformationForm({
  receipt,
  refusal,
}: {
  readonly receipt: string;
  readonly refusal: FormRefused | undefined;
}) {
  const { t } = useTranslation('mf-forms');
  return (
    <section aria-labelledby="add-information-heading" className={styles.formBlock}>
      <h2 id="add-information-heading">{t('followUp.addHeading')}</h2>
      <p>{t('followUp.addIntro')}</p>
      <ActionForm
        id="add-information"
        rules={NOTE_RULES}
        refusal={refusal}
        encType="multipart/form-data"
        labelledBy="add-information-heading"
      >
        <input type="hidden" name={INTENT_FIELD} value={ADD_INTENT} />
        <input type="hidden" name={RECEIPT_FIELD} value={receipt} />
        <TextArea
          name={NOTE_FIELD}
          label={t('followUp.note')}
          hint={t('followUp.noteHint')}
          optional
          rows={8}
          count={INBOX_LIMITS.noteMaxLength}
        />
        <EvidenceField />
        <CaptchaField noScript={t('followUp.noScriptAdd')} />
        <div className={styles.actions}>
          <SubmitButton>{t('followUp.addSend')}</SubmitButton>
        </div>
      </ActionForm>
    </section>
  );
}
