/** The announcement types the site holds: the choices of an announcement's `type` field. */
import { fetchApi, type Locale } from '@ksei/shared';
import type { AnnouncementType } from '@ksei/shared/api';
import type { FieldChoices } from '@ksei/shared/editor';

/** The announcement types, in the page's language, as the type field's choices. */
export async function announcementTypeChoices(locale: Locale, signal: AbortSignal | undefined): Promise<FieldChoices> {
  const types = await fetchApi<{ data: AnnouncementType[] }>(
    '/api/announcement-types',
    { locale, pageSize: 100 },
    { signal },
  );
  return { type: types.data.map((type) => ({ value: type.code, label: type.label })) };
}
