import { PageHeader, showToast, useLocale } from '@ksei/shared';
import type { EditorItem } from '@ksei/shared/api';
import { Link, useNavigate, usePageData } from '@ksei/shared/section/page';
import { StaffGate } from '@ksei/shared/staff';
import { pathTo } from '../../shared/paths.js';
import { loadChoices } from './api/editor-api.js';
import { ItemEditor } from './components/ItemEditor.js';
import { useEditorText } from './strings.js';

export const loader = loadChoices;

/** A new announcement: its key and first values; created as a draft, then edited on its own page. */
export default function NewAnnouncementPage({ pageId }: { readonly pageId: string }) {
  const t = useEditorText();
  const locale = useLocale();
  const navigate = useNavigate();
  const data = usePageData<typeof loader>();
  const created = (item: EditorItem) => {
    showToast('success', t('created'));
    void navigate(pathTo('editor.announcement', locale, { slug: String(item.id) }));
  };
  return (
    <StaffGate pageId={pageId} data={data}>
      {(choices) => (
        <>
          <PageHeader pageId={pageId} />
          <p>
            <Link to={pathTo('editor.announcements', locale)}>{t('back')}</Link>
          </p>
          <ItemEditor item={null} choices={choices} onSaved={created} />
        </>
      )}
    </StaffGate>
  );
}
