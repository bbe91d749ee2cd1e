import type { ComponentType } from 'react';
import { pagesOwnedBy, type RemoteName } from '@ksei/shared';

export type PageComponent = ComponentType<{ readonly pageId: string }>;
/** Page id → lazy import of the feature component that renders it (page chunks load lazily). */
export type PageLoaders = Readonly<Record<string, () => Promise<{ default: PageComponent }>>>;

/** Every page the manifest gives this remote needs a component, and nothing else may be routed. */
export function checkPageCoverage(remote: RemoteName, loaders: PageLoaders): string[] {
  const owned = new Set(pagesOwnedBy(remote).map((page) => page.id));
  const problems: string[] = [];
  for (const id of owned) if (!loaders[id]) problems.push(`page ${id} has no component in ${remote}`);
  for (const id of Object.keys(loaders))
    if (!owned.has(id)) problems.push(`${remote} routes ${id}, which it does not own`);
  return problems;
}
