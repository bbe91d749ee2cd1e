/**
 * The workflow's rules, without a database: given an item as stored, who acts and what they ask, either
 * the item's next state or the refusal. The store applies the answer in one transaction; keeping the
 * rules here lets every one of them be tested alone, and read in one place.
 */
import {
  missingFields,
  partStates,
  PUBLISHING_LIMITS,
  type ActionBody,
  type ContentData,
  type ContentType,
  type Locale,
  type PartsChangedAt,
  type PublicState,
  type PublishingAction,
  type PublishingRefusal,
  type UnpublishRedirect,
  type WorkingState,
} from '@ksei/shared/node';

export interface Actor {
  /** The staff account's e-mail (unique, lower-case): who the two-person rule compares. */
  readonly email: string;
  readonly name: string;
}

/** An item and its newest revision, as the store read them (the row locked for the change). */
export interface ItemState {
  readonly type: ContentType;
  readonly working: WorkingState;
  readonly liveRevision: number | null;
  readonly latestRevision: number;
  readonly publishedAt: Date | null;
  readonly withdrawnAt: Date | null;
  /** When it was last taken off the public site (null: never, or published again since). */
  readonly unpublishedAt: Date | null;
  readonly needsApproval: boolean;
  readonly emergencyBy: string | null;
  readonly lastChangedBy: string;
  readonly submittedBy: string | null;
  readonly data: ContentData;
  readonly partsChangedAt: PartsChangedAt;
  readonly major: boolean;
  readonly changeNote: Readonly<Partial<Record<Locale, string>>> | null;
}

/** What an allowed action changes. Absent members stay as they are. */
export interface Transition {
  readonly working?: WorkingState;
  readonly submittedBy?: string | null;
  /** Write the newest revision into the public projection, live from `publishedAt`. */
  readonly publish?: { readonly publishedAt: Date; readonly locales: readonly Locale[]; readonly firstTime: boolean };
  readonly needsApproval?: boolean;
  readonly emergencyBy?: string | null;
  readonly withdraw?: { readonly at: Date; readonly reason: Readonly<Record<Locale, string>> };
  /** Take the item off the public site: its public row and search documents go. */
  readonly unpublish?: { readonly at: Date; readonly redirect: UnpublishRedirect | null };
}

export type Decision =
  | { readonly ok: true; readonly transition: Transition }
  | { readonly ok: false; readonly refusal: PublishingRefusal; readonly status: 400 | 403 | 409 };

const refuse = (refusal: PublishingRefusal, status: 400 | 403 | 409 = 400): Decision => ({
  ok: false,
  refusal,
  status,
});

/** What the public sees of an item at `now`. */
export function publicState(
  item: Pick<ItemState, 'liveRevision' | 'publishedAt' | 'withdrawnAt' | 'unpublishedAt'>,
  now: Date,
): PublicState {
  if (item.liveRevision === null || item.publishedAt === null) return item.unpublishedAt ? 'unpublished' : 'none';
  if (item.withdrawnAt !== null) return 'withdrawn';
  return item.publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** A note in both languages, each within the limit. */
function bothLanguages(note: Readonly<Partial<Record<Locale, string>>> | null | undefined): boolean {
  return (['id', 'en'] as const).every((locale) => {
    const text = note?.[locale]?.trim() ?? '';
    return text !== '' && text.length <= PUBLISHING_LIMITS.noteMaxLength;
  });
}

/** The languages a publication asks for, each part of them ready; or the refusal. */
function publishable(item: ItemState, asked: readonly Locale[] | undefined): readonly Locale[] | PublishingRefusal {
  const locales = asked && asked.length > 0 ? [...new Set(asked)] : (['id', 'en'] as const);
  if (missingFields(item.type, item.data, []).length > 0) return 'partsNotReady';
  const states = partStates(item.type, item.data, item.partsChangedAt);
  if (locales.some((locale) => states[locale] !== 'ready')) return 'partsNotReady';
  // A revision of a live item that is major tells the public what changed.
  if (item.liveRevision !== null && item.major && !bothLanguages(item.changeNote)) return 'changeNoteRequired';
  return locales;
}

/** When a publication goes live: now, or a future time asked for an item not yet live. */
function goLiveAt(item: ItemState, body: Pick<ActionBody, 'publishAt'>, now: Date): Date | PublishingRefusal {
  if (body.publishAt === undefined) return item.liveRevision !== null && item.publishedAt ? item.publishedAt : now;
  if (item.liveRevision !== null) return 'scheduleLive';
  const at = new Date(body.publishAt);
  if (Number.isNaN(at.getTime()) || at.getTime() <= now.getTime()) return 'scheduleInPast';
  return at;
}

function submit(item: ItemState, actor: Actor): Decision {
  if (item.working !== 'draft') return refuse('notDraft', 409);
  // Review starts from a complete item: the shared fields and at least one whole language.
  const states = partStates(item.type, item.data, item.partsChangedAt);
  if (missingFields(item.type, item.data, []).length > 0 || (states.id === 'missing' && states.en === 'missing')) {
    return refuse('partsNotReady');
  }
  if (item.liveRevision !== null && item.major && !bothLanguages(item.changeNote)) return refuse('changeNoteRequired');
  return { ok: true, transition: { working: 'in_review', submittedBy: actor.email } };
}

/** The newest revision put live (now, or at the time asked), or why it cannot go. */
function goLive(item: ItemState, body: Pick<ActionBody, 'locales' | 'publishAt'>, now: Date): Decision {
  const locales = publishable(item, body.locales);
  if (typeof locales === 'string') return refuse(locales);
  const at = goLiveAt(item, body, now);
  if (!(at instanceof Date)) return refuse(at);
  return {
    ok: true,
    transition: {
      working: 'settled',
      submittedBy: null,
      publish: { publishedAt: at, locales, firstTime: item.liveRevision === null },
    },
  };
}

function approve(item: ItemState, actor: Actor, body: ActionBody, now: Date): Decision {
  if (item.working !== 'in_review') return refuse('notInReview', 409);
  if (actor.email === item.submittedBy || actor.email === item.lastChangedBy) return refuse('twoPersonRule', 403);
  return goLive(item, body, now);
}

/** Published by one person, at once: the revision waits for a second person's approval afterwards. */
function publishNow(item: ItemState, actor: Actor, body: ActionBody, now: Date): Decision {
  if (item.working === 'settled') return refuse('notDraft', 409);
  if (body.publishAt !== undefined) return refuse('scheduleLive');
  const live = goLive(item, { locales: body.locales }, now);
  if (!live.ok) return live;
  return { ok: true, transition: { ...live.transition, needsApproval: true, emergencyBy: actor.email } };
}

function confirm(item: ItemState, actor: Actor): Decision {
  if (!item.needsApproval) return refuse('nothingToConfirm', 409);
  if (actor.email === item.emergencyBy) return refuse('twoPersonRule', 403);
  return { ok: true, transition: { needsApproval: false, emergencyBy: null } };
}

function withdraw(item: ItemState, body: ActionBody, now: Date): Decision {
  const state = publicState(item, now);
  if (state === 'withdrawn') return refuse('alreadyWithdrawn', 409);
  if (state !== 'published') return refuse('notLive', 409);
  if (!bothLanguages(body.reason)) return refuse('reasonRequired');
  const reason = { id: body.reason?.id?.trim() ?? '', en: body.reason?.en?.trim() ?? '' };
  return { ok: true, transition: { withdraw: { at: now, reason } } };
}

/** Off the public site, live, scheduled or withdrawn alike (a scheduled one then never goes live). */
function unpublish(item: ItemState, body: ActionBody, now: Date): Decision {
  const state = publicState(item, now);
  if (state === 'none' || state === 'unpublished') return refuse('notLive', 409);
  return { ok: true, transition: { unpublish: { at: now, redirect: body.redirect ?? null } } };
}

/** The one entry: may `actor` do `action` to `item` now, and what changes. Scopes are checked before. */
export function decide(action: PublishingAction, item: ItemState, actor: Actor, body: ActionBody, now: Date): Decision {
  switch (action) {
    case 'submit':
      return submit(item, actor);
    case 'reject':
      return item.working === 'in_review'
        ? { ok: true, transition: { working: 'draft', submittedBy: null } }
        : refuse('notInReview', 409);
    case 'approve':
      return approve(item, actor, body, now);
    case 'publish-now':
      return publishNow(item, actor, body, now);
    case 'confirm':
      return confirm(item, actor);
    case 'withdraw':
      return withdraw(item, body, now);
    case 'unpublish':
      return unpublish(item, body, now);
  }
}

function sameValues(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key] ?? '') === (b[key] ?? ''));
}

/**
 * When each part last changed, after a save: a part whose values differ from the previous revision's,
 * or that the author confirmed still holds, is stamped `now`; the others keep their time.
 */
export function nextPartsChangedAt(
  previous: ContentData | null,
  previousAt: PartsChangedAt,
  next: ContentData,
  confirmed: readonly Locale[],
  now: Date,
): PartsChangedAt {
  const stamp = now.toISOString();
  const result: Partial<Record<Locale, string>> = {};
  for (const locale of ['id', 'en'] as const) {
    const part = next.parts[locale];
    if (!part) continue;
    const before = previous?.parts[locale];
    const changed = !before || !sameValues(before, part);
    result[locale] = changed || confirmed.includes(locale) ? stamp : (previousAt[locale] ?? stamp);
  }
  return result;
}
