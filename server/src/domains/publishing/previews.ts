/**
 * Preview links: a revision opened without an account by an unguessable token (32 random bytes; only
 * its SHA-256 is stored), until it expires or is revoked. What it opens is the revision as the public
 * would see it (the same shape as a published announcement), never the item's later drafts. Creation,
 * revocation and openings (at most one record per link per ten minutes) go to the item's audit trail.
 */
import { createHash, randomBytes } from 'node:crypto';
import { FILE_ID } from '@ksei/shared/node';
import type {
  Announcement,
  AnnouncementPreview,
  ContentData,
  ContentType,
  FileLink,
  Locale,
  PreviewCreated,
  PreviewLink,
} from '@ksei/shared/node';
import type { Queryable } from '../../db/database.js';
import { audit, stateLabel } from './audit-trail.js';
import { load, PublishingError, type PublishingContext } from './item-rows.js';
import type { Actor } from './workflow.js';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Openings of one link closer together than this make one audit record. */
const OPEN_RECORD_GAP_MS = 10 * 60_000;

interface LinkRow {
  id: number;
  revision: number;
  created_by_name: string;
  created_at: Date | string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  opened_count: number;
  last_opened_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toLink(row: LinkRow): PreviewLink {
  return {
    id: row.id,
    revision: row.revision,
    createdBy: row.created_by_name,
    createdAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
    revokedAt: row.revoked_at === null ? null : iso(row.revoked_at),
    openedCount: row.opened_count,
    lastOpenedAt: row.last_opened_at === null ? null : iso(row.last_opened_at),
  };
}

const LINK_COLUMNS = `id::int as id, revision, created_by_name, created_at, expires_at, revoked_at, opened_count, last_opened_at`;

/** A new link to the item's latest revision, valid `hours`. */
export async function createPreview(
  context: PublishingContext,
  type: ContentType,
  id: number,
  actor: Actor,
  hours: number,
): Promise<PreviewCreated> {
  const now = context.now();
  const token = randomBytes(32).toString('base64url');
  const row = await context.db.transaction(async (tx) => {
    const item = await load(tx, type, id, true);
    const [created] = await tx.query<LinkRow>(
      `insert into preview_links (item_id, revision, token_hash, created_by, created_by_name, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7) returning ${LINK_COLUMNS}`,
      [
        id,
        item.latest_revision,
        hash(token),
        actor.email,
        actor.name,
        now,
        new Date(now.getTime() + hours * 3_600_000),
      ],
    );
    if (!created) throw new Error('A preview link was not made');
    const state = stateLabel(item, now);
    await audit(tx, {
      itemId: id,
      revision: item.latest_revision,
      event: 'preview-link',
      actor,
      from: state,
      to: state,
      at: now,
    });
    return created;
  });
  return { ...toLink(row), token };
}

export async function listPreviews(context: PublishingContext, type: ContentType, id: number): Promise<PreviewLink[]> {
  await load(context.db, type, id, false);
  const rows = await context.db.query<LinkRow>(
    `select ${LINK_COLUMNS} from preview_links where item_id = $1 order by created_at desc, id desc`,
    [id],
  );
  return rows.map(toLink);
}

export async function revokePreview(
  context: PublishingContext,
  type: ContentType,
  id: number,
  linkId: number,
  actor: Actor,
): Promise<PreviewLink> {
  const now = context.now();
  return context.db.transaction(async (tx) => {
    const item = await load(tx, type, id, true);
    const [row] = await tx.query<LinkRow>(
      `update preview_links set revoked_at = coalesce(revoked_at, $3), revoked_by = coalesce(revoked_by, $4)
       where id = $1 and item_id = $2 returning ${LINK_COLUMNS}`,
      [linkId, id, now, actor.email],
    );
    if (!row) throw new PublishingError('notFound', 404);
    const state = stateLabel(item, now);
    await audit(tx, {
      itemId: id,
      revision: row.revision,
      event: 'preview-revoke',
      actor,
      from: state,
      to: state,
      at: now,
    });
    return toLink(row);
  });
}

interface OpenedRow {
  id: number;
  item_id: number;
  key: string;
  revision: number;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  last_opened_at: Date | string | null;
  data: ContentData;
}

/** The link a token names and its revision: `undefined` unknown, `gone` expired or revoked. */
async function openLink(db: Queryable, token: string, now: Date): Promise<OpenedRow | 'gone' | undefined> {
  const [row] = await db.query<OpenedRow>(
    `select p.id::int as id, p.item_id::int as item_id, i.key, p.revision, p.expires_at, p.revoked_at,
            p.last_opened_at, r.data
     from preview_links p
     join content_items i on i.id = p.item_id
     join content_revisions r on r.item_id = p.item_id and r.revision = p.revision
     where p.token_hash = $1`,
    [hash(token)],
  );
  if (!row) return undefined;
  if (row.revoked_at !== null || new Date(row.expires_at).getTime() <= now.getTime()) return 'gone';
  return row;
}

/** The revision a token opens, as the public would see it in `locale`; counts the opening. */
export async function openPreview(
  context: PublishingContext,
  token: string,
  locale: Locale,
  fileUrl: (locale: Locale) => string,
): Promise<AnnouncementPreview | 'gone' | undefined> {
  const now = context.now();
  const row = await openLink(context.db, token, now);
  if (row === undefined || row === 'gone') return row;
  const recorded =
    row.last_opened_at !== null && now.getTime() - new Date(row.last_opened_at).getTime() < OPEN_RECORD_GAP_MS;
  await context.db.query(
    'update preview_links set opened_count = opened_count + 1, last_opened_at = $2 where id = $1',
    [row.id, now],
  );
  if (!recorded) {
    // Opened by whoever holds the link: the trail names the link, not a person.
    const holder = { email: 'preview', name: 'preview link' };
    await audit(context.db, {
      itemId: row.item_id,
      revision: row.revision,
      event: 'preview-open',
      actor: holder,
      from: 'preview',
      to: 'preview',
      at: now,
    });
  }
  const [type] = await context.db.query<{ label: string }>(
    `select ${locale === 'en' ? 'label_en' : 'label_id'} as label from announcement_types where code = $1`,
    [row.data.shared['type'] ?? ''],
  );
  const parts = (['id', 'en'] as const).filter((part) => row.data.parts[part]);
  const shown = row.data.parts[locale] ?? row.data.parts[parts[0] ?? 'id'] ?? {};
  const files = await context.db.query<{ locale: Locale; size_bytes: number; upload_name: string }>(
    `select l.locale, f.size_bytes, f.upload_name
     from (values ('id', $1::text), ('en', $2::text)) as l (locale, file)
     join attachment_files f on f.id::text = l.file and f.content_type = 'announcement'`,
    [row.data.parts.id?.['file'] ?? '', row.data.parts.en?.['file'] ?? ''],
  );
  const attachments: FileLink[] = files.map((file) => ({
    name: file.upload_name,
    url: fileUrl(file.locale),
    type: 'application/pdf',
    sizeBytes: file.size_bytes,
  }));
  const announcement: Announcement = {
    id: row.key,
    type: row.data.shared['type'] ?? '',
    typeLabel: type?.label ?? '',
    date: row.data.shared['date'] ?? '',
    referenceNumber: row.data.shared['referenceNumber'] ?? '',
    title: shown['title'] ?? '',
    attachments,
    sample: false,
    notice: row.data.shared['notice'] ?? 'new',
    locales: parts,
    withdrawal: null,
    updates: [],
  };
  return { announcement, revision: row.revision, expiresAt: iso(row.expires_at) };
}

/** The revision's file in `locale` a token opens. */
export async function previewFile(
  context: PublishingContext,
  token: string,
  locale: Locale,
): Promise<{ body: Buffer; name: string } | 'gone' | undefined> {
  const row = await openLink(context.db, token, context.now());
  if (row === undefined || row === 'gone') return row;
  const id = row.data.parts[locale]?.['file'] ?? '';
  if (!FILE_ID.test(id)) return undefined;
  const [file] = await context.db.query<{ body: Uint8Array; upload_name: string }>(
    `select body, upload_name from attachment_files where id = $1 and content_type = 'announcement'`,
    [Number(id)],
  );
  return file ? { body: Buffer.from(file.body), name: file.upload_name } : undefined;
}
