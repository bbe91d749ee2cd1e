/**
 * Contact messages as staff read them: a list (newest first) whose names and subjects are opened one
 * page at a time, and a message opened whole, which marks it read (the first reader and time kept).
 */
import {
  CONTACT_FIELDS,
  type InboxMessageDetail,
  type InboxMessageList,
  type InboxMessageSummary,
} from '@ksei/shared/node';
import { Conditions, keyedListPage } from '../../db/sql.js';
import { sealContext } from '../forms/intake.js';
import { openJson } from '../forms/sealing.js';
import { actorAccount, iso, jakartaDayEnd, jakartaDayStart, type Actor, type InboxContext } from './shared.js';

export interface MessageListQuery {
  readonly from?: string;
  readonly to?: string;
  /** Only unread (`true`) or only read (`false`) messages. */
  readonly unread?: boolean;
  readonly page: number;
  readonly pageSize: number;
}

interface MessageRow {
  id: string;
  reference: string;
  received_at: Date | string;
  locale: 'id' | 'en';
  read_at: Date | string | null;
  key_id: string;
  sealed: Uint8Array;
}

const COLUMNS = 'id::text as id, reference, received_at, locale, read_at, key_id, sealed';

function opened(context: InboxContext, row: MessageRow): Record<string, string> {
  return openJson<Record<string, string>>(
    context.keys,
    { keyId: row.key_id, sealed: row.sealed },
    sealContext.contact(row.id),
  );
}

function summary(row: MessageRow, fields: Readonly<Record<string, string>>): InboxMessageSummary {
  return {
    reference: row.reference,
    receivedAt: iso(row.received_at),
    locale: row.locale,
    name: fields['fullName'] ?? '',
    subject: fields['subject'] ?? '',
    read: row.read_at !== null,
  };
}

export async function listMessages(context: InboxContext, query: MessageListQuery): Promise<InboxMessageList> {
  const conditions = new Conditions();
  if (query.from) conditions.add('received_at >= ?', jakartaDayStart(query.from));
  if (query.to) conditions.add('received_at < ?', jakartaDayEnd(query.to));
  if (query.unread !== undefined) conditions.add('(read_at is null) = ?', query.unread);
  return keyedListPage<MessageRow, InboxMessageSummary>(
    context.db,
    {
      select: COLUMNS,
      from: 'contact_messages m',
      alias: 'm',
      key: 'id',
      conditions,
      orderBy: 'received_at desc, id desc',
    },
    { page: query.page, pageSize: query.pageSize, locale: 'id' },
    (row) => summary(row, opened(context, row)),
  );
}

/** Opens a message by its reference and marks it read (once: the first reader stays), or undefined. */
export async function readMessage(
  context: InboxContext,
  reference: string,
  actor: Actor,
): Promise<InboxMessageDetail | undefined> {
  const [row] = await context.db.query<MessageRow>(
    `update contact_messages set read_at = coalesce(read_at, $2), read_by = coalesce(read_by, ${actorAccount(3)})
     where reference = $1 returning ${COLUMNS}`,
    [reference, context.now(), actor.email],
  );
  if (!row) return undefined;
  const sent = opened(context, row);
  const fields = Object.fromEntries(Object.keys(CONTACT_FIELDS).map((name) => [name, sent[name] ?? '']));
  return { ...summary(row, sent), fields };
}
