import type { ComponentType } from 'react';
import type { BundleRoutes } from '@ksei/shared';

export type PageComponent = ComponentType<{ readonly pageId: string }>;
/**
 * Page id → lazy import of the feature component that renders it (page chunks load lazily). Typed
 * with the section's own page ids, so a declared page without a component does not compile.
 */
export type PageLoaders<Id extends string = string> = Readonly<Record<Id, () => Promise<{ default: PageComponent }>>>;

/** Every page the section declares needs a component, and nothing else may be routed. */
export function checkPageCoverage(routes: BundleRoutes, loaders: PageLoaders): string[] {
  const owned = new Set(routes.pages.map((page) => page.id));
  const problems: string[] = [];
  for (const id of owned) if (!loaders[id]) problems.push(`page ${id} has no component in ${routes.owner}`);
  for (const id of Object.keys(loaders))
    if (!owned.has(id)) problems.push(`${routes.owner} routes ${id}, which it does not declare`);
  return problems;
}
