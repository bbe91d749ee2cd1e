import { buildPath, PageHeader, showToast, useLocale } from '@ksei/shared';
import type { EditorItem } from '@ksei/shared/api';
import { Link, useNavigate, usePageData } from '@ksei/shared/section/page';
import { StaffGate } from '@ksei/shared/staff';
import { choicesLoader } from '../api/items.js';
import { ItemEditor } from '../components/ItemEditor.js';
import type { EditorConfig, FieldChoices } from '../config.js';
import { EditorProvider, useEditorConfig } from '../context.js';
import { useEditorText } from '../strings.js';

/**
 * A new item: its key and first values; created as a draft, then edited on its own page. The page
 * module's `loader` and `default` for the section's new-item page.
 */
export function newItemPage(config: EditorConfig) {
  const loader = choicesLoader(config);
  function NewItemPage({ pageId }: { readonly pageId: string }) {
    const data = usePageData<typeof loader>();
    return (
      <EditorProvider config={config}>
        <StaffGate pageId={pageId} data={data}>
          {(choices) => <NewItem pageId={pageId} choices={choices} />}
        </StaffGate>
      </EditorProvider>
    );
  }
  return { loader, Page: NewItemPage };
}

function NewItem({ pageId, choices }: { readonly pageId: string; readonly choices: FieldChoices }) {
  const t = useEditorText();
  const locale = useLocale();
  const navigate = useNavigate();
  const { pages } = useEditorConfig();
  const created = (item: EditorItem) => {
    showToast('success', t('created'));
    void navigate(buildPath(pages.item, locale, { slug: String(item.id) }));
  };
  return (
    <>
      <PageHeader pageId={pageId} />
      <p>
        <Link to={buildPath(pages.list, locale)}>{t('back')}</Link>
      </p>
      <ItemEditor item={null} choices={choices} onSaved={created} />
    </>
  );
}
