import type { ReactNode } from 'react';
import { PageHeader } from '@ksei/shared';
import { Controls } from './Controls.js';
import { ListResults, type ResultList } from './ListResults.js';
import { textFromQuery, type QueryChanges } from './query.js';
import { SearchField } from './SearchBox.js';

/** The list's state in the address, as a section page's list query (`useListQuery`) holds it. */
export interface ListQuery {
  readonly params: URLSearchParams;
  /** Whether the next address is loading (the current list stays meanwhile). */
  readonly busy: boolean;
  /** The address with changes to its query. */
  readonly hrefWith: (changes: QueryChanges) => string;
  /** Goes to the address with changes to its query. */
  readonly update: (changes: QueryChanges) => void;
}

/** A list searched with one box, `q` in the address: the words of its landmark, its box and its button. */
export interface ListSearch {
  readonly label: string;
  readonly fieldLabel: string;
  readonly submitLabel: string;
}

/**
 * A list page's controls, if it has any: its own (`controls`, in a search landmark named
 * `controlsLabel`), or the search box (`search`).
 */
type ListPageControls =
  | { readonly controls?: undefined; readonly controlsLabel?: undefined; readonly search?: undefined }
  | { readonly controls: ReactNode; readonly controlsLabel: string; readonly search?: undefined }
  | { readonly search: ListSearch; readonly controls?: undefined; readonly controlsLabel?: undefined };

export type ListPageProps = ListPageControls & {
  readonly pageId: string;
  /** The sentence under the page's heading. */
  readonly lead: string;
  /** The section's namespace of the results' wording (`results_one`, `results_other`, `noResults`). */
  readonly namespace: string;
  readonly list: ResultList;
  readonly query: ListQuery;
  /**
   * Whether filters narrow the list (with `search`, a search text in the address does too): an empty
   * result then says "nothing matches" instead of "no data".
   */
  readonly filtered?: boolean;
  /** The items, as the page shows them. */
  readonly children: ReactNode;
};

/**
 * A list page: its header (breadcrumb, heading and lead), its controls if it has any, then the results:
 * the count, the notices, the items and the page links.
 */
export function ListPage({
  pageId,
  lead,
  controls,
  controlsLabel,
  search,
  namespace,
  list,
  query,
  filtered = false,
  children,
}: ListPageProps) {
  const q = search ? textFromQuery(query.params.get('q')) : '';
  const header = <PageHeader pageId={pageId} lead={lead} />;
  const shownControls = search ? (
    <Controls label={search.label}>
      <SearchField
        label={search.fieldLabel}
        submitLabel={search.submitLabel}
        value={q}
        onSubmit={(text) => query.update({ q: text })}
      />
    </Controls>
  ) : controlsLabel === undefined ? null : (
    <Controls label={controlsLabel}>{controls}</Controls>
  );
  const results = (
    <ListResults
      namespace={namespace}
      list={list}
      busy={query.busy}
      filtered={filtered || q !== ''}
      hrefFor={(page) => query.hrefWith({ page })}
    >
      {children}
    </ListResults>
  );
  // No empty slot where a page has no controls: React derives `useId` ids from the number of siblings,
  // so a page gets the same ids as if it wrote this markup itself.
  return shownControls === null ? (
    <>
      {header}
      {results}
    </>
  ) : (
    <>
      {header}
      {shownControls}
      {results}
    </>
  );
}
