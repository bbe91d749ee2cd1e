import { useTranslation } from 'react-i18next';
import { ListPage, listStyles as styles } from '@ksei/shared/content';
import { useListQuery, usePageData } from '@ksei/shared/section/page';
import { loadPressReleases } from '../api/press-releases.js';
import { PressReleaseSummaryItem } from './PressReleaseSummaryItem.js';

export const loader = loadPressReleases;

/** Press releases, newest first, searchable; each links to its own page. */
export default function PressReleasesPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-publication');
  const query = useListQuery();
  const list = usePageData<typeof loader>();
  return (
    <ListPage
      pageId={pageId}
      lead={t('pressReleasesLead')}
      search={{ label: t('searchList'), fieldLabel: t('searchLabel'), submitLabel: t('searchSubmit') }}
      namespace="mf-publication"
      list={list}
      query={query}
    >
      <ul className={styles.items}>
        {list.data.map((item) => (
          <li key={item.slug} className={styles.item}>
            <PressReleaseSummaryItem item={item} />
          </li>
        ))}
      </ul>
    </ListPage>
  );
}
