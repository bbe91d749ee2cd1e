import { useTranslation } from 'react-i18next';
import { PageHeader, useElementId } from '@ksei/shared';
import { DataUnavailable, SampleNotice } from '@ksei/shared/content';
import { usePageData } from '@ksei/shared/section/page';
import { groupByBoard, loadManagement } from './api/management.js';
import { ProfileCard } from './components/ProfileCard.js';
import styles from './components/management.module.css';

export const loader = loadManagement;

/** Board of Commissioners and Board of Directors, with each member's profile (`GET /api/management`). */
export default function ManagementPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-about');
  const ids = useElementId();
  const data = usePageData<typeof loader>();
  const groups = groupByBoard(data);
  const allSample = data.length > 0 && data.every((member) => member.sample);
  return (
    <>
      <PageHeader pageId={pageId} />
      {groups.length === 0 ? <DataUnavailable /> : null}
      {allSample ? <SampleNotice /> : null}
      {groups.map(({ board, members }) => (
        <section key={board} className={styles.board} aria-labelledby={`${ids}-${board}`}>
          <h2 id={`${ids}-${board}`}>{t(`management.boards.${board}`)}</h2>
          <ul className={styles.grid}>
            {members.map((member) => (
              <li key={member.slug}>
                <ProfileCard member={member} showSample={!allSample} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
