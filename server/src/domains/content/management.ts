import type { ListResponse, Locale, ManagementListQuery, ManagementMember } from '@ksei/shared/node';
import type { Queryable } from '../../db/database.js';
import { Conditions, col, listPage } from '../../db/sql.js';

type Row = Omit<ManagementMember, 'lastEducation' | 'appointedSince'> & {
  last_education: string;
  appointed_since: string;
};
const toItem = ({ last_education, appointed_since, ...rest }: Row): ManagementMember => ({
  ...rest,
  lastEducation: last_education,
  appointedSince: appointed_since,
});
const columns = (l: Locale): string =>
  ['slug', 'board', 'name']
    .concat(
      ['position', 'citizenship', 'born', 'last_education', 'appointed_since', 'experience'].map(
        (name) => `${col(name, l)} as ${name}`,
      ),
    )
    .concat('sample')
    .join(', ');

/** One page of the boards' members, in their order; one board if asked. */
export function managementList(db: Queryable, query: ManagementListQuery): Promise<ListResponse<ManagementMember>> {
  const conditions = new Conditions();
  if (query.board) conditions.add('board = ?', query.board);
  return listPage(
    db,
    { select: columns(query.locale), from: 'management_members', conditions, orderBy: 'sort, slug' },
    query,
    toItem,
  );
}

/** One board member, if it exists. */
export async function managementMember(db: Queryable, slug: string, l: Locale): Promise<ManagementMember | undefined> {
  const [row] = await db.query<Row>(`select ${columns(l)} from management_members where slug = $1`, [slug]);
  return row ? toItem(row) : undefined;
}
