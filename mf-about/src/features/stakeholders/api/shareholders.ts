import { fetchApi, type ListResponse, type Shareholder } from '@ksei/shared';
import type { PageLoaderArgs } from '@ksei/shared/section/page';

/** GET /api/shareholders — every shareholder (one page of 100). */
export async function loadShareholders({ locale, signal }: Pick<PageLoaderArgs, 'locale' | 'signal'>) {
  const response = await fetchApi<ListResponse<Shareholder>>(
    '/api/shareholders',
    { locale, pageSize: 100 },
    { signal },
  );
  return response.data;
}

export interface ShareholderTotals {
  readonly units: number;
  readonly value: number;
  readonly percentage: number;
}

/** Sums of the table's numeric columns (percentages rounded to two decimals, so 99.999… shows as 100). */
export function totals(rows: readonly Shareholder[]): ShareholderTotals {
  const sum = rows.reduce(
    (acc, row) => ({
      units: acc.units + row.units,
      value: acc.value + row.value,
      percentage: acc.percentage + row.percentage,
    }),
    { units: 0, value: 0, percentage: 0 },
  );
  return { ...sum, percentage: Math.round(sum.percentage * 100) / 100 };
}
