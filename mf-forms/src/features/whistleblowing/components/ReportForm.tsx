import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated, useLocale } from '@ksei/shared';
import { REPORT_FIELDS, VIOLATION_TYPES, VIOLATION_TYPE_LABELS } from '@ksei/shared/api';
import {
  ActionForm,
  CaptchaField,
  DateField,
  SelectField,
  SubmitButton,
  TextArea,
  TextField,
  useLaterRefusal,
  type FormRefused,
} from '@ksei/shared/forms';
import { EvidenceField } from '../../../shared/EvidenceField.js';
import { REPORT_ADDRESS } from '../../../shared/report-address.js';
import styles from '../../../shared/page.module.css';
import { ReachabilityNotice } from './ReachabilityNotice.js';
import { ReportReview } from './ReportReview.js';

type Step = 'edit' | 'review';

/** A refusal from the action brings the visitor back from the review to the fields it names. */
function BackToEditOnRefusal({ onRefusal }: { readonly onRefusal: () => void }) {
  useLaterRefusal(onRefusal);
  return null;
}

/** Who reports: all optional, with the notice while no e-mail or phone is given. */
function ReporterFields() {
  const { t } = useTranslation('mf-forms');
  return (
    <fieldset>
      <legend>{t('report.reporter')}</legend>
      <p className={styles.hintText}>{t('report.reporterHint')}</p>
      <TextField name="reporterName" label={t('report.reporterName')} autoComplete="name" optional />
      <TextField
        name="reporterEmail"
        type="email"
        label={t('report.reporterEmail')}
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        optional
      />
      <TextField
        name="reporterPhone"
        type="tel"
        label={t('report.reporterPhone')}
        autoComplete="tel"
        inputMode="tel"
        optional
      />
      <ReachabilityNotice />
    </fieldset>
  );
}

/** Who is reported. */
function ReportedFields() {
  const { t } = useTranslation('mf-forms');
  return (
    <fieldset>
      <legend>{t('report.reported')}</legend>
      <TextField name="reportedName" label={t('report.reportedName')} autoComplete="off" />
      <TextField name="reportedPosition" label={t('report.reportedPosition')} autoComplete="off" optional />
    </fieldset>
  );
}

/** What happened: the kind of violation, where, when, and the chronology. */
function ViolationFields() {
  const { t } = useTranslation('mf-forms');
  const locale = useLocale();
  const typeOptions = VIOLATION_TYPES.map((value) => ({ value, label: VIOLATION_TYPE_LABELS[locale][value] }));
  return (
    <fieldset>
      <legend>{t('report.violation')}</legend>
      <SelectField
        name="violationType"
        label={t('report.violationType')}
        placeholder={t('report.chooseType')}
        options={typeOptions}
      />
      <TextField name="location" label={t('report.location')} autoComplete="off" />
      <DateField
        name="occurredOn"
        label={t('report.occurredOn')}
        hint={t('report.occurredOnHint')}
        calendarLabel={t('report.calendar')}
        min="1990-01-01"
      />
      <TextArea
        name="chronology"
        label={t('report.chronology')}
        hint={t('report.chronologyHint')}
        rows={10}
        count={REPORT_FIELDS.chronology.max}
      />
    </fieldset>
  );
}

/** The step shown, and going back to the fields from the review with focus on the first one. */
function useReviewStep() {
  const [step, setStep] = useState<Step>('edit');
  const fields = useRef<HTMLDivElement>(null);
  const edit = () => {
    setStep('edit');
    // After the fields are shown again: back to the first one.
    requestAnimationFrame(() => fields.current?.querySelector<HTMLElement>('input, select, textarea')?.focus());
  };
  return { step, setStep, fields, edit };
}

/**
 * The report in the spec's four parts, each a fieldset: the reporter (all optional, with the notice
 * while no e-mail or phone is given), the reported person, the violation and the evidence. With
 * JavaScript a valid report is shown for review first ("edit" returns with everything kept, the file
 * too: the fields stay in the page, hidden); without it the form posts at once.
 */
export function ReportForm({ refusal }: { readonly refusal: FormRefused | undefined }) {
  const { t } = useTranslation('mf-forms');
  const hydrated = useHydrated();
  const { step, setStep, fields, edit } = useReviewStep();
  return (
    <section aria-labelledby="report-form-heading" className={styles.formBlock}>
      <h2 id="report-form-heading" className="visually-hidden">
        {t('report.heading')}
      </h2>
      <p>{t('report.intro')}</p>
      <ActionForm
        id="report"
        rules={REPORT_FIELDS}
        refusal={refusal}
        encType="multipart/form-data"
        labelledBy="report-form-heading"
        onValid={(send) => (step === 'review' ? send() : setStep('review'))}
      >
        <BackToEditOnRefusal onRefusal={() => setStep('edit')} />
        <div ref={fields} hidden={step === 'review'}>
          <ReporterFields />
          <ReportedFields />
          <ViolationFields />
          <fieldset>
            <legend>{t('report.evidence')}</legend>
            <EvidenceField />
          </fieldset>
        </div>
        {step === 'review' && <ReportReview onEdit={edit} />}
        <CaptchaField
          noScript={
            <>
              {t('captcha.noScriptReport')} <a href={`mailto:${REPORT_ADDRESS}`}>{REPORT_ADDRESS}</a>.
            </>
          }
        />
        <div className={styles.actions}>
          <SubmitButton>{hydrated && step === 'edit' ? t('report.review') : t('report.send')}</SubmitButton>
        </div>
        <noscript>
          <p className={styles.hintText}>{t('report.noScriptReview')}</p>
        </noscript>
      </ActionForm>
    </section>
  );
}
