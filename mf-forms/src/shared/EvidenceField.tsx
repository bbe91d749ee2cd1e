import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@ksei/shared';
import { EVIDENCE_FIELD } from '@ksei/shared/api';
import { FileField } from '@ksei/shared/forms';
import { NAMESPACE } from '../app/i18n/index.js';
import { EVIDENCE_LIMITS, evidenceMessages } from './evidence.js';

/**
 * The one optional evidence file (.jpg or .mp4, at most 2 MB), checked in the browser before it is
 * sent, with the line that identifying metadata is removed: the same on the report and on a follow-up.
 */
export function EvidenceField() {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocale();
  const messages = useMemo(() => evidenceMessages(locale), [locale]);
  return (
    <FileField
      name={EVIDENCE_FIELD}
      label={t('report.evidenceFile')}
      hint={
        <>
          <p>{t('report.evidenceHint')}</p>
          <p>{t('report.evidencePrivacy')}</p>
        </>
      }
      optional
      accept={EVIDENCE_LIMITS.accept}
      maxBytes={EVIDENCE_LIMITS.maxBytes}
      messages={messages}
    />
  );
}
