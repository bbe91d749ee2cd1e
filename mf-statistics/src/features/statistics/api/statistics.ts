import {
  fetchApi,
  type ChartData,
  type InvestorTotals,
  type ItemResponse,
  type Ownership,
  type SecurityCounts,
  type SecurityDetail,
  isApiError,
} from '@ksei/shared';
import { isChartSlug } from '@ksei/shared/api';
import type { PageLoaderArgs } from '@ksei/shared/section/page';
import { loadDomesticMap } from '../map/registry.js';

const text = (search: URLSearchParams, name: string): string | undefined => search.get(name)?.trim() || undefined;

/**
 * GET /api/statistics/charts/:slug?period — one chart's series. The domestic map's outlines load with
 * it (their own chunk), so no other chart's page carries them. An unknown chart is the API's 404.
 */
export async function loadChart({ locale, params, search, signal }: PageLoaderArgs): Promise<ChartData> {
  const slug = params.slug ?? '';
  const [{ data }] = await Promise.all([
    fetchApi<ItemResponse<ChartData>>(
      `/api/statistics/charts/${encodeURIComponent(slug)}`,
      { locale, period: text(search, 'period') },
      { signal },
    ),
    isChartSlug(slug) && slug === 'domestic-map' ? loadDomesticMap() : undefined,
  ]);
  return data;
}

export async function loadSecurityCounts({ locale, search, signal }: PageLoaderArgs): Promise<SecurityCounts> {
  const month = text(search, 'month');
  const { data } = await fetchApi<ItemResponse<SecurityCounts>>(
    '/api/statistics/security-counts',
    { locale, month: month && /^\d{4}-\d{2}(-\d{2})?$/.test(month) ? month : undefined },
    { signal },
  );
  return data;
}

export interface OwnershipData {
  readonly ownership: Ownership;
  /** The searched code's master record (with its latest holding composition); null when not found. */
  readonly security: SecurityDetail | null;
  readonly code: string;
}

/** The month's composition, and the searched security's holdings (master) and monthly lines (if any). */
export async function loadOwnership({ locale, search, signal }: PageLoaderArgs): Promise<OwnershipData> {
  const month = text(search, 'month');
  const code = (text(search, 'code') ?? '').toUpperCase().slice(0, 30);
  const ownership = fetchApi<ItemResponse<Ownership>>(
    '/api/statistics/ownership',
    { locale, month: month && /^\d{4}-\d{2}(-\d{2})?$/.test(month) ? month : undefined, code: code || undefined },
    { signal },
  );
  const security = code
    ? fetchApi<ItemResponse<SecurityDetail>>(
        `/api/securities/${encodeURIComponent(code)}`,
        { locale },
        { signal },
      ).then(
        (response) => response.data,
        (error: unknown) => {
          // A code the master does not have (or text it refuses) is an answer for the page, not a failure.
          if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
          throw error;
        },
      )
    : Promise.resolve(null);
  const [{ data }, detail] = await Promise.all([ownership, security]);
  return { ownership: data, security: detail, code };
}

export async function loadInvestors({ locale, signal }: PageLoaderArgs): Promise<InvestorTotals> {
  const { data } = await fetchApi<ItemResponse<InvestorTotals>>('/api/statistics/investors', { locale }, { signal });
  return data;
}
