/** Who can warm up a page's code (the shell registers the federation preloader). */
type Prefetcher = (path: string) => void;
let prefetcher: Prefetcher | undefined;

export function setPrefetcher(next: Prefetcher | undefined): void {
  prefetcher = next;
}

interface NetworkInformationLike {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

/** No prefetch on a 2g connection or with data saver on (the original site's rule). */
export function prefetchAllowed(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}

const requested = new Set<string>();

/** Warms up the code of the page behind a link the visitor is about to follow (hover, focus). */
export function prefetchPage(path: string): void {
  if (!prefetcher || requested.has(path)) return;
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!prefetchAllowed(connection)) return;
  requested.add(path);
  prefetcher(path);
}
