import type { ReactNode } from 'react';
import type { ListMeta } from '@ksei/shared';
import { BusyList } from './AsyncList.js';
import { Results } from './Results.js';

/** A fetched page of a list: its items (any of them may be sample content) and where it stands. */
export interface ResultList {
  readonly data: readonly { readonly sample?: boolean }[];
  readonly meta: ListMeta;
}

/**
 * A list page's results as its loader gave them: marked busy while the next address loads, the count,
 * the sample notice when any item is sample, the items (`children`), and the page links.
 */
export function ListResults({
  namespace,
  keyPrefix,
  list,
  busy,
  filtered,
  hrefFor,
  children,
}: {
  readonly namespace: string;
  readonly keyPrefix?: string;
  readonly list: ResultList;
  readonly busy: boolean;
  /** Whether filters or a search narrow the list (an empty result then says "nothing matches"). */
  readonly filtered: boolean;
  /** The address of another page of the list. */
  readonly hrefFor: (page: number) => string;
  readonly children: ReactNode;
}) {
  return (
    <BusyList busy={busy}>
      <Results
        namespace={namespace}
        {...(keyPrefix ? { keyPrefix } : {})}
        meta={list.meta}
        count={list.data.length}
        sample={list.data.some((item) => item.sample === true)}
        filtered={filtered}
        hrefFor={hrefFor}
      >
        {children}
      </Results>
    </BusyList>
  );
}
