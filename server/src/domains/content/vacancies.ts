import type {
  Division,
  ListQuery,
  ListResponse,
  Locale,
  Vacancy,
  VacancyListQuery,
  VacancySummary,
} from '@ksei/shared/node';
import type { Queryable } from '../../db/database.js';
import { Conditions, col, listPage, orderBy } from '../../db/sql.js';
import { labelledCodes } from './labelled-codes.js';
import { publishedState, publishedStateColumns, visibleNow, type PublishedStateRow } from './published-state.js';

interface SummaryRow extends PublishedStateRow {
  slug: string;
  division: string;
  division_label: string;
  position: string;
  status: 'open' | 'filled';
  closing_date: string;
  sample: boolean;
}
interface DetailRow extends SummaryRow {
  description: string;
  specifications: string[];
  qualification_requirements: string[];
  additional_information: string;
}

const toSummary =
  (locale: Locale) =>
  (row: SummaryRow): VacancySummary => ({
    slug: row.slug,
    division: row.division,
    divisionLabel: row.division_label,
    position: row.position,
    status: row.status,
    closingDate: row.closing_date,
    sample: row.sample,
    ...publishedState(row, locale),
  });
const summaryColumns = (l: Locale): string =>
  `v.slug, v.division, d.${col('label', l)} as division_label, v.${col('position', l)} as position, v.status,
   v.closing_date::text as closing_date, v.sample, ${publishedStateColumns('v')}`;
const FROM = 'vacancies v join divisions d on d.code = v.division';
const VISIBLE = visibleNow('v');

/** The divisions vacancies belong to, in their order. */
export function divisions(db: Queryable, query: ListQuery): Promise<ListResponse<Division>> {
  return labelledCodes(db, 'divisions', query);
}

/** One page of vacancies: division, open or filled, by closing date either way. */
export function vacancyList(db: Queryable, query: VacancyListQuery): Promise<ListResponse<VacancySummary>> {
  const { division, status, sort, locale } = query;
  const conditions = new Conditions().always(VISIBLE);
  if (division) conditions.add('v.division = ?', division);
  if (status) conditions.add('v.status = ?', status);
  const spec = {
    select: summaryColumns(locale),
    from: FROM,
    conditions,
    orderBy: orderBy(sort, { closingDate: 'v.closing_date' }, 'v.slug'),
  };
  return listPage(db, spec, query, toSummary(locale));
}

/** One vacancy with its description and requirements, if it exists. */
export async function vacancy(db: Queryable, slug: string, l: Locale): Promise<Vacancy | undefined> {
  const [row] = await db.query<DetailRow>(
    `select ${summaryColumns(l)}, v.${col('description', l)} as description, v.${col('specifications', l)} as specifications,
            v.${col('qualification_requirements', l)} as qualification_requirements,
            v.${col('additional_information', l)} as additional_information
     from ${FROM} where v.slug = $1 and ${VISIBLE}`,
    [slug],
  );
  if (!row) return undefined;
  return {
    ...toSummary(l)(row),
    description: row.description,
    specifications: row.specifications,
    qualificationRequirements: row.qualification_requirements,
    additionalInformation: row.additional_information,
  };
}

/** What a vacancy's page head says: position, description, closing date (the page's language), if it exists. */
export async function vacancyHead(
  db: Queryable,
  slug: string,
  l: Locale,
): Promise<{ title: string; description: string; closes: string } | undefined> {
  const [row] = await db.query<{ title: string; description: string; closes: string }>(
    `select case when $2 = 'en' then position_en else position_id end as title,
            case when $2 = 'en' then description_en else description_id end as description,
            to_char(closing_date, 'YYYY-MM-DD') as closes
     from vacancies v where slug = $1 and ${VISIBLE}`,
    [slug, l],
  );
  return row;
}

/** Every vacancy's slug. */
export async function vacancySlugs(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ slug: string }>(`select slug from vacancies v where ${VISIBLE} order by slug`);
  return rows.map((row) => row.slug);
}
