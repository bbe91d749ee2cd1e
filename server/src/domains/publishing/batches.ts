/**
 * The daily batch: a day's dropped PDFs become draft announcements in one transaction (paired by
 * language from their names; code, type, date and notice from the name; titles and the letter number
 * from the PDFs), and the batch is then submitted, and approved or scheduled, as one: every item or
 * none. What the intake could not use is kept with the batch and listed; nothing else is lost.
 */
import {
  CONTENT_TYPES,
  parseAnnouncementFileName,
  type BatchAction,
  type BatchActionBody,
  type BatchFile,
  type BatchProblem,
  type ContentData,
  type ContentType,
  type EditorBatch,
  type Locale,
} from '@ksei/shared/node';
import type { Queryable } from '../../db/database.js';
import { actIn, createIn, type Actor } from './items.js';
import { PublishingError, SELECT, toItem, type ItemRow, type PublishingContext } from './item-rows.js';

/** A refused batch action: the item that stopped it and its own refusal; nothing of the batch changed. */
export class BatchRefused extends Error {
  constructor(
    readonly key: string,
    readonly itemError: PublishingError,
  ) {
    super(`${key}: ${itemError.refusal}`);
    this.name = 'BatchRefused';
  }
}

/** KSEI's letter numbers as announcements print them (`KSEI-1234/DIR/1026`, `1234/KSEI/JKU/1026`). */
const LETTER_NUMBER = /\b(KSEI-\d{2,6}\/[A-Z]{2,6}\/\d{4}|\d{2,6}\/KSEI\/[A-Z]{2,6}\/\d{4})\b/;

interface StoredFile {
  id: number;
  title: string;
  text_content: string;
}

interface Group {
  key: string;
  shared: { type: string; date: string; notice: string };
  parts: Partial<Record<Locale, { file: StoredFile; name: string }>>;
}

/** Every dropped file's item (or problem), grouped by key in the order the files came. */
function groupFiles(files: readonly BatchFile[], stored: ReadonlyMap<number, StoredFile>) {
  const groups = new Map<string, Group>();
  const problems: BatchProblem[] = [];
  for (const file of files) {
    const parsed = parseAnnouncementFileName(file.name);
    if (!parsed.ok) {
      problems.push({ name: file.name, problem: parsed.problem });
      continue;
    }
    const found = stored.get(file.id);
    if (!found) {
      problems.push({ name: file.name, problem: 'fileNotFound', key: parsed.key });
      continue;
    }
    const group = groups.get(parsed.key) ?? {
      key: parsed.key,
      shared: { type: parsed.type, date: parsed.date, notice: parsed.notice },
      parts: {},
    };
    groups.set(parsed.key, group);
    if (group.parts[parsed.locale]) {
      problems.push({ name: file.name, problem: 'duplicate', key: parsed.key });
      continue;
    }
    group.parts[parsed.locale] = { file: found, name: file.name };
  }
  return { groups: [...groups.values()], problems };
}

/** The item's values from its files: the titles the PDFs propose, the letter number the text shows. */
function groupData(group: Group): ContentData {
  const titleMax = CONTENT_TYPES.announcement.localized.title.maxLength;
  const texts = (['id', 'en'] as const).map((locale) => group.parts[locale]?.file.text_content ?? '');
  const letter = texts.map((text) => LETTER_NUMBER.exec(text)?.[1]).find(Boolean) ?? '';
  const parts: { id?: Record<string, string>; en?: Record<string, string> } = {};
  for (const locale of ['id', 'en'] as const) {
    const part = group.parts[locale];
    if (part) parts[locale] = { title: part.file.title.slice(0, titleMax), file: String(part.file.id) };
  }
  return { shared: { ...group.shared, referenceNumber: letter }, parts };
}

export async function intakeBatch(
  context: PublishingContext,
  type: ContentType,
  actor: Actor,
  files: readonly BatchFile[],
): Promise<EditorBatch> {
  const now = context.now();
  const id = await context.db.transaction(async (tx) => {
    const rows = await tx.query<StoredFile>(
      `select id::int as id, title, text_content from attachment_files
       where content_type = $1 and id = any($2::bigint[]) and media_type = 'application/pdf'`,
      [type, files.map((file) => file.id)],
    );
    const { groups, problems } = groupFiles(files, new Map(rows.map((row) => [row.id, row])));
    const [batch] = await tx.query<{ id: number }>(
      `insert into content_batches (type, created_by, created_by_name, created_at)
       values ($1, $2, $3, $4) returning id::int as id`,
      [type, actor.email, actor.name, now],
    );
    if (!batch) throw new Error('A batch was not created');
    for (const group of groups) {
      const names = Object.values(group.parts).map((part) => part.name);
      const [taken] = await tx.query<{ n: number }>(
        'select count(*)::int as n from content_items where type = $1 and key = $2',
        [type, group.key],
      );
      if (taken?.n) {
        problems.push(...names.map((name) => ({ name, problem: 'keyTaken' as const, key: group.key })));
        continue;
      }
      try {
        await createIn(tx, type, actor, { key: group.key, data: groupData(group), batchId: batch.id }, now);
      } catch (error) {
        // A value the declaration refuses (checked before anything was written for this item).
        if (!(error instanceof PublishingError)) throw error;
        problems.push(...names.map((name) => ({ name, problem: 'invalidContent' as const, key: group.key })));
        continue;
      }
      for (const locale of ['id', 'en'] as const) {
        const other = group.parts[locale === 'id' ? 'en' : 'id'];
        if (!group.parts[locale] && other) {
          problems.push({ name: other.name, problem: 'missingLanguage', key: group.key });
        }
      }
    }
    await tx.query('update content_batches set problems = $2::jsonb where id = $1', [
      batch.id,
      JSON.stringify(problems),
    ]);
    return batch.id;
  });
  return readBatch(context, type, id);
}

export async function readBatch(context: PublishingContext, type: ContentType, id: number): Promise<EditorBatch> {
  return readBatchIn(context.db, type, id, context.now());
}

async function readBatchIn(db: Queryable, type: ContentType, id: number, now: Date): Promise<EditorBatch> {
  const [batch] = await db.query<{
    id: number;
    created_at: Date | string;
    created_by_name: string;
    problems: BatchProblem[];
  }>('select id::int as id, created_at, created_by_name, problems from content_batches where type = $1 and id = $2', [
    type,
    id,
  ]);
  if (!batch) throw new PublishingError('notFound', 404);
  const items = await db.query<ItemRow>(`${SELECT} where i.type = $1 and i.batch_id = $2 order by i.key`, [type, id]);
  return {
    id: batch.id,
    createdAt: new Date(batch.created_at).toISOString(),
    createdBy: batch.created_by_name,
    items: items.map((row) => toItem(row, now)),
    problems: batch.problems,
  };
}

/**
 * Submits, or approves (now or at `publishAt`), every item of the batch in one transaction: the first
 * item refused (by the two-person rule, a change since the review, a part not ready, a time past)
 * refuses the batch, and nothing of it changes.
 */
export async function actOnBatch(
  context: PublishingContext,
  type: ContentType,
  id: number,
  action: BatchAction,
  actor: Actor,
  body: BatchActionBody,
): Promise<EditorBatch> {
  const now = context.now();
  await context.db.transaction(async (tx) => {
    const batch = await readBatchIn(tx, type, id, now);
    if (batch.items.length === 0) throw new PublishingError('notDraft', 409);
    for (const item of batch.items) {
      const version = body.versions[String(item.id)];
      try {
        if (version === undefined) throw new PublishingError('conflict', 409, [], item);
        await actIn(
          tx,
          type,
          item.id,
          action,
          actor,
          { version, ...(body.publishAt ? { publishAt: body.publishAt } : {}) },
          now,
        );
      } catch (error) {
        if (error instanceof PublishingError) throw new BatchRefused(item.key, error);
        throw error;
      }
    }
  });
  return readBatch(context, type, id);
}
