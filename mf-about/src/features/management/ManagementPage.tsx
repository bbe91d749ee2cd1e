import { useTranslation } from 'react-i18next';
import { AsyncContent, DataUnavailable, PageHeader, SampleNotice } from '@ksei/shared';
import { groupByBoard, useManagement } from './api/management.js';
import { ProfileCard } from './components/ProfileCard.js';
import styles from './components/management.module.css';

/** Board of Commissioners and Board of Directors, with each member's profile (`GET /api/management`). */
export default function ManagementPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-about');
  const state = useManagement();
  return (
    <>
      <PageHeader pageId={pageId} />
      <AsyncContent state={state}>
        {({ data }) => {
          const groups = groupByBoard(data);
          if (groups.length === 0) return <DataUnavailable />;
          const allSample = data.every((member) => member.sample);
          return (
            <>
              {allSample ? <SampleNotice /> : null}
              {groups.map(({ board, members }) => (
                <section key={board} className={styles.board} aria-labelledby={`board-${board}`}>
                  <h2 id={`board-${board}`}>{t(`management.boards.${board}`)}</h2>
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
        }}
      </AsyncContent>
    </>
  );
}
