import { useTranslation } from 'react-i18next';
import type { ManagementMember } from '@ksei/shared';
import { SampleNotice } from '@ksei/shared/content';
import styles from './management.module.css';

/** One member of a board with every published field. */
export function ProfileCard({
  member,
  showSample,
}: {
  readonly member: ManagementMember;
  readonly showSample: boolean;
}) {
  const { t } = useTranslation('mf-about');
  const headingId = `member-${member.slug}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.name}>
        {member.name}
      </h3>
      <p className={styles.position}>{member.position}</p>
      {showSample && member.sample ? <SampleNotice /> : null}
      <dl className={styles.facts}>
        <div>
          <dt>{t('management.citizenship')}</dt>
          <dd>{member.citizenship || '–'}</dd>
        </div>
        <div>
          <dt>{t('management.born')}</dt>
          <dd>{member.born || '–'}</dd>
        </div>
        <div>
          <dt>{t('management.lastEducation')}</dt>
          <dd>{member.lastEducation || '–'}</dd>
        </div>
        <div>
          <dt>{t('management.appointedSince')}</dt>
          <dd>{member.appointedSince || '–'}</dd>
        </div>
        <div className={styles.wide}>
          <dt>{t('management.experience')}</dt>
          <dd>
            {member.experience.length > 0 ? (
              <ul>
                {member.experience.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            ) : (
              '–'
            )}
          </dd>
        </div>
      </dl>
    </article>
  );
}
