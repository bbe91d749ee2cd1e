import type { APIRequestContext } from '@playwright/test';
import type { PageDefinition } from '@ksei/shared/node';

/** Where to find a real item for each detail page: its list endpoint and the field that is the slug. */
const SOURCES: Readonly<Record<string, { readonly list: string; readonly field: string }>> = {
  'publication.pressRelease': { list: '/api/press-releases?pageSize=1', field: 'slug' },
  vacancy: { list: '/api/vacancies?pageSize=1', field: 'slug' },
  'service.investmentProduct': { list: '/api/investment-products?type=equity-securities&pageSize=1', field: 'code' },
};

/**
 * Parameters of an existing item for a detail page, read from the API, so the crawl opens real pages
 * (unknown slugs answer 404 by design). Pages without a list keep the manifest's sample parameters.
 */
export async function detailParams(request: APIRequestContext, page: PageDefinition): Promise<Record<string, string>> {
  const source = SOURCES[page.id];
  const sample = { ...(page.sampleParams ?? {}) };
  if (!source) return sample;
  const response = await request.get(source.list);
  if (!response.ok()) throw new Error(`${source.list} answered ${response.status()}`);
  const first = ((await response.json()) as { data: Record<string, unknown>[] }).data[0];
  const value = first?.[source.field];
  if (typeof value !== 'string') throw new Error(`${source.list} has no item to open`);
  const name = Object.keys(sample)[0] ?? 'slug';
  return { ...sample, [name]: value };
}
