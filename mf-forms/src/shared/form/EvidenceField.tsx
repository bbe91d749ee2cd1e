import { useTranslation } from 'react-i18next';
import { useLocale } from '@ksei/shared';
import { NAMESPACE } from '../../app/i18n.js';
import { EVIDENCE_ACCEPT, EVIDENCE_FIELD } from '@ksei/shared/api';
import { checkEvidence, formatSize } from './evidence.js';
import { FileField } from './FinalForm.js';

/**
 * The one optional evidence file (.jpg or .mp4, at most 2 MB), checked in the browser before it is
 * sent, with the line that identifying metadata is removed: the same on the report and on a follow-up.
 */
export function EvidenceField() {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocale();
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
      accept={EVIDENCE_ACCEPT}
      check={checkEvidence}
      describe={(file) => t('report.evidenceChosen', { name: file.name, size: formatSize(file.size, locale) })}
      removeLabel={t('report.evidenceRemove')}
    />
  );
}
