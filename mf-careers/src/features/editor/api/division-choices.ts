/** The divisions the site holds: the choices of a vacancy's `division` field. */
import { fetchApi, type Locale } from '@ksei/shared';
import type { Division } from '@ksei/shared/api';
import type { FieldChoices } from '@ksei/shared/editor';

/** The divisions, in the page's language, as the division field's choices. */
export async function divisionChoices(locale: Locale, signal: AbortSignal | undefined): Promise<FieldChoices> {
  const divisions = await fetchApi<{ data: Division[] }>('/api/divisions', { locale, pageSize: 100 }, { signal });
  return { division: divisions.data.map((division) => ({ value: division.code, label: division.label })) };
}
