import type { ReactNode } from 'react';
import { PageHeader } from '@ksei/shared';
import { Controls } from './Controls.js';
import { ListResults, type ResultList } from './ListResults.js';
import type { QueryChanges } from './query.js';

/** A list page's search and filter controls, if it has any: shown in a search landmark of that name. */
type ListPageControls =
  | { readonly controls?: undefined; readonly controlsLabel?: undefined }
  | { readonly controls: ReactNode; readonly controlsLabel: string };

export type ListPageProps = ListPageControls & {
  readonly pageId: string;
  /** The sentence under the page's heading. */
  readonly lead: string;
  /** The section's namespace of the results' wording (`results_one`, `results_other`, `noResults`). */
  readonly namespace: string;
  readonly list: ResultList;
  /** Whether the next address is loading (the list query's `busy`). */
  readonly busy: boolean;
  /** Whether filters or a search narrow the list (an empty result then says "nothing matches"). */
  readonly filtered: boolean;
  /** The address with changes to its query (the list query's `hrefWith`): the page links set `page`. */
  readonly hrefWith: (changes: QueryChanges) => string;
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
  namespace,
  list,
  busy,
  filtered,
  hrefWith,
  children,
}: ListPageProps) {
  const header = <PageHeader pageId={pageId} lead={lead} />;
  const results = (
    <ListResults
      namespace={namespace}
      list={list}
      busy={busy}
      filtered={filtered}
      hrefFor={(page) => hrefWith({ page })}
    >
      {children}
    </ListResults>
  );
  // No empty slot where a page has no controls: React derives `useId` ids from the number of siblings,
  // so a page gets the same ids as if it wrote this markup itself.
  return controlsLabel === undefined ? (
    <>
      {header}
      {results}
    </>
  ) : (
    <>
      {header}
      <Controls label={controlsLabel}>{controls}</Controls>
      {results}
    </>
  );
}
