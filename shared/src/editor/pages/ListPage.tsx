import { Fragment, useState, type FormEvent } from 'react';
import { buildPath, PageHeader, useElementId, useLocale } from '@ksei/shared';
import { WORKING_STATES, type EditorItem } from '@ksei/shared/api';
import { BusyList, Controls, jakartaDateTime, listStyles, Results } from '@ksei/shared/content';
import formStyles from '@ksei/shared/forms/form.module.css';
import { Link, useListQuery, usePageData } from '@ksei/shared/section/page';
import { OverdueBadge, StaffGate, staffStyles } from '@ksei/shared/staff';
import { listFilters, listLoader, type EditorList } from '../api/items.js';
import { StateWords, isOverdue } from '../components/ItemStatus.js';
import type { EditorConfig } from '../config.js';
import { EditorProvider, useEditorConfig } from '../context.js';
import { LOCALES } from '../form-values.js';
import { typeNamespace, useEditorText } from '../strings.js';
import styles from '../editor.module.css';

/**
 * Every item of the type in the editor, most recently changed first, filtered and paged in the
 * address: the page module's `loader` and `default` for the section's list page.
 */
export function editorListPage(config: EditorConfig) {
  const loader = listLoader(config.type);
  function EditorListPage({ pageId }: { readonly pageId: string }) {
    const data = usePageData<typeof loader>();
    return (
      <EditorProvider config={config}>
        <StaffGate pageId={pageId} data={data}>
          {(list) => <ItemList pageId={pageId} list={list} />}
        </StaffGate>
      </EditorProvider>
    );
  }
  return { loader, Page: EditorListPage };
}

type ListQuery = ReturnType<typeof useListQuery>;

function Filters({ id, query }: { readonly id: string; readonly query: ListQuery }) {
  const t = useEditorText();
  const filters = listFilters(query.params);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    query.update({ q: String(form.get('q') ?? '').trim(), working: String(form.get('working') ?? '') });
  };
  return (
    <form key={JSON.stringify(filters)} method="get" className={staffStyles.filters} onSubmit={onSubmit}>
      <div className={formStyles.field}>
        <label htmlFor={`${id}-q`} className={formStyles.label}>
          {t('search')}
        </label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          maxLength={200}
          defaultValue={filters.q}
          className={formStyles.input}
        />
      </div>
      <div className={formStyles.field}>
        <label htmlFor={`${id}-working`} className={formStyles.label}>
          {t('workingFilter')}
        </label>
        <select id={`${id}-working`} name="working" defaultValue={filters.working} className={formStyles.select}>
          <option value="">{t('allStates')}</option>
          {WORKING_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`working.${state}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={staffStyles.filterActions}>
        <button type="submit" className={formStyles.submit}>
          {t('apply')}
        </button>
        <Link to={query.hrefWith({ q: '', working: '' })}>{t('clear')}</Link>
      </div>
    </form>
  );
}

function ItemRow({ item, now }: { readonly item: EditorItem; readonly now: number }) {
  const t = useEditorText();
  const locale = useLocale();
  const { pages, listColumns = [] } = useEditorConfig();
  const title = item.data.parts[locale]?.['title'] || item.data.parts.id?.['title'] || item.data.parts.en?.['title'];
  return (
    <tr>
      <th scope="row">
        <Link to={buildPath(pages.item, locale, { slug: String(item.id) })}>{title || item.key}</Link>
        <div className={styles.key}>{item.key}</div>
      </th>
      {listColumns.map((column) => (
        <td key={column.key}>{column.cell(item, locale)}</td>
      ))}
      <td>
        <StateWords item={item} />
        {isOverdue(item, now) ? <OverdueBadge label={t('overdue')} /> : null}
      </td>
      <td>
        {LOCALES.map((part) => (
          <div key={part}>{t(`partNamed.${part}`, { state: t(`part.${item.parts[part]}`) })}</div>
        ))}
      </td>
      <td className={listStyles.nowrap}>{jakartaDateTime(item.updatedAt, locale)}</td>
    </tr>
  );
}

/** The way to a new item, and the type's other ways in (the announcements' batch upload). */
function NewLinks() {
  const t = useEditorText();
  const locale = useLocale();
  const { pages, listLinks = [] } = useEditorConfig();
  return (
    <p>
      <Link to={buildPath(pages.new, locale)} className={formStyles.submit}>
        {t('newItem')}
      </Link>
      {listLinks.map((link) => (
        <Fragment key={link.page}>
          {' '}
          <Link to={buildPath(link.page, locale)} className={formStyles.secondary}>
            {link.label[locale]}
          </Link>
        </Fragment>
      ))}
    </p>
  );
}

function ItemList({ pageId, list }: { readonly pageId: string; readonly list: EditorList }) {
  const t = useEditorText();
  const locale = useLocale();
  const { type, listColumns = [] } = useEditorConfig();
  const id = useElementId();
  const query = useListQuery();
  const filters = listFilters(query.params);
  // Read once, when the list is first shown: what "overdue" is measured against.
  const [now] = useState(() => Date.now());
  return (
    <>
      <PageHeader pageId={pageId} lead={t('lead')} />
      <NewLinks />
      <Controls label={t('filters')}>
        <Filters id={id} query={query} />
      </Controls>
      {list.meta.total === 0 && !filters.q && !filters.working ? (
        <p role="status" className={listStyles.empty}>
          {t('empty')}
        </p>
      ) : (
        <BusyList busy={query.busy}>
          <Results
            namespace={typeNamespace(type)}
            meta={list.meta}
            count={list.data.length}
            sample={false}
            filtered={Boolean(filters.q || filters.working)}
            hrefFor={(page) => query.hrefWith({ page })}
          >
            <div className={listStyles.tableWrap}>
              <table className={listStyles.table}>
                <caption className="visually-hidden">{t('caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('columns.item')}</th>
                    {listColumns.map((column) => (
                      <th key={column.key} scope="col">
                        {column.header[locale]}
                      </th>
                    ))}
                    <th scope="col">{t('columns.working')}</th>
                    <th scope="col">{t('columns.parts')}</th>
                    <th scope="col">{t('columns.changed')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.map((item) => (
                    <ItemRow key={item.id} item={item} now={now} />
                  ))}
                </tbody>
              </table>
            </div>
          </Results>
        </BusyList>
      )}
    </>
  );
}
