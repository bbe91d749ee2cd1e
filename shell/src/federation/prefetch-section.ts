import { preloadRemote } from '@module-federation/enhanced/runtime';
import { federationName, matchPath, setPrefetcher } from '@ksei/shared';

/** Links prefetch the entry and first chunks of the section that owns their target page. */
export function enableSectionPrefetch(): void {
  const warmed = new Set<string>();
  setPrefetcher((path) => {
    const owner = matchPath(path)?.page.owner;
    if (!owner || owner === 'shell' || warmed.has(owner)) return;
    warmed.add(owner);
    preloadRemote([{ nameOrAlias: federationName(owner), resourceCategory: 'sync' }]).catch(() => {
      // A failed prefetch costs nothing: the real navigation loads (or reports) the section.
      warmed.delete(owner);
    });
  });
}
