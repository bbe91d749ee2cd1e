import { routeTable, setRouteTable, type BundleRoutes, type RemoteName, type RemoteRegistryEntry } from '@ksei/shared';

async function declarationOf(name: RemoteName, entry: string): Promise<BundleRoutes | null> {
  try {
    const response = await fetch(new URL('routes.json', entry), { cache: 'no-cache' });
    if (!response.ok) return null;
    const routes = (await response.json()) as BundleRoutes;
    return routes.owner === name && Array.isArray(routes.pages) ? routes : null;
  } catch {
    return null;
  }
}

/**
 * A tester's build of a section carries its own route declaration beside its manifest: a page it
 * adds, renames or removes is not released yet, so the server's manifest cannot know it. The shell
 * composes the page's manifest again with the overriding declarations in place of the released ones
 * (a build without one keeps the released pages). True when the manifest changed.
 */
export async function applyOverrideRoutes(
  overridden: readonly Pick<RemoteRegistryEntry, 'name' | 'entry'>[],
): Promise<boolean> {
  if (overridden.length === 0) return false;
  const declarations = await Promise.all(overridden.map(({ name, entry }) => declarationOf(name, entry)));
  const replacing = declarations.filter((routes): routes is BundleRoutes => routes !== null);
  if (replacing.length === 0) return false;
  // Composing is only for testers: its code is loaded when an override needs it.
  const compose = await import('@ksei/shared/compose').catch((error: unknown) => {
    console.warn(
      '[shell] route manifest with overrides: the composing code did not load; the released pages stay',
      error,
    );
    return null;
  });
  if (!compose) return false;
  const { table, problems } = compose.replaceBundles(routeTable().pages, replacing);
  for (const problem of problems) console.warn(`[shell] route manifest with overrides: ${problem}`);
  setRouteTable(table);
  return true;
}
