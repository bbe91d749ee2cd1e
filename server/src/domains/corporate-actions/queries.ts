import { CORPORATE_ACTION_TYPE_INFO, type CorporateAction, type Locale } from '@ksei/shared/node';
import type { Queryable } from '../../db/database.js';
import { col } from '../../db/sql.js';

/** A row as selected; the type's label is added from the shared table, not stored. */
export type ActionRow = Omit<CorporateAction, 'typeLabel'>;

/** The master's name for the code, where the master has it (most codes of the seed have no description yet). */
const ACTION_FROM = 'corporate_actions a left join securities s on s.code = a.code';

export function actionColumns(locale: Locale): string {
  return `a.id, a.code, coalesce(s.description, s.issuer) as "securityName", (s.code is not null) as "securityKnown",
    a.type, a.kind, a.market, ${col('a.description', locale)} as description, ${col('a.amount', locale)} as amount,
    a.cum_date::text as "cumDate", a.ex_date::text as "exDate", a.cum_date_cash::text as "cumDateCash",
    a.ex_date_cash::text as "exDateCash", a.recording_date::text as "recordingDate",
    a.distribution_date::text as "distributionDate", a.election_start::text as "electionStart",
    a.election_end::text as "electionEnd", ${col('a.notes', locale)} as notes, a.source_url as "sourceUrl", a.sample`;
}

export const toAction =
  (locale: Locale) =>
  (row: ActionRow): CorporateAction => ({ ...row, typeLabel: CORPORATE_ACTION_TYPE_INFO[row.type][locale] });

/** One security's actions for its detail, latest first (by whichever date the action has). */
export async function actionsOfSecurity(db: Queryable, code: string, locale: Locale): Promise<CorporateAction[]> {
  const rows = await db.query<ActionRow>(
    `select ${actionColumns(locale)} from ${ACTION_FROM} where a.code = $1
     order by coalesce(a.cum_date, a.recording_date, a.ex_date, a.election_start, a.distribution_date) desc, a.id
     limit 200`,
    [code],
  );
  return rows.map(toAction(locale));
}
