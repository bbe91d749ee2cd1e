/**
 * Staff publishing of announcements through the API, on both engines: a draft goes to review, its
 * writer cannot approve it, a second publisher schedules it, and the public sees it only from its
 * time; a stale save is refused with the other version; a withdrawal shows its reason; every step is
 * in the audit trail; the seed's announcements are published items staff can revise.
 */
import type { Announcement, AuditEntry, EditorItem, FieldDiff, RevisionSummary } from '@ksei/shared/node';
import { describeEachEngine } from '../../support/engines.js';
import { act, announcementData, fresh, usePublishingServer, type PublishingServer } from '../../support/publishing.js';

interface Refusal {
  error: { code: string; reason: string; message: string; fields?: { name: string }[]; current?: EditorItem };
}

async function create(server: PublishingServer, key: string, data = announcementData('BBCA', '2026-11-27')) {
  const response = await server.call('ayu', 'POST', '/api/publishing/announcement', { key, data });
  expect(response.statusCode).toBe(201);
  return (response.json() as { data: EditorItem }).data;
}

const searchTotal = async (server: PublishingServer, q: string, locale: string) =>
  ((await server.app.inject({ url: `/api/search?q=${q}&locale=${locale}` })).json() as { total: number }).total;

const publicDetail = async (server: PublishingServer, url: string) =>
  ((await server.app.inject({ url })).json() as { data: Announcement }).data;

const publicList = async (server: PublishingServer, locale = 'id') =>
  (
    (await server.app.inject({ url: `/api/announcements?locale=${locale}&pageSize=100&sort=-date` })).json() as {
      data: Announcement[];
    }
  ).data;

describeEachEngine('publishing announcements', (engine) => {
  const server = usePublishingServer(engine);

  it('a writer cannot approve their own submission; a second publisher schedules it, live only from its time', async () => {
    // Words no seeded page holds, so a hit can only be this announcement.
    const data = announcementData('BBCA', '2026-11-27');
    const draft = await create(server(), 'bbca-div-20261127', {
      ...data,
      parts: { id: { title: 'Jadwal Zamrudkatulistiwa BBCA' }, en: { title: 'Emeraldequator Schedule of BBCA' } },
    });
    expect(draft).toMatchObject({ working: 'draft', public: 'none', revision: 1, parts: { id: 'ready', en: 'ready' } });

    const submitted = (await act(server(), 'ayu', draft, 'submit')).json() as { data: EditorItem };
    expect(submitted.data.working).toBe('in_review');

    const own = await act(server(), 'ayu', submitted.data, 'approve');
    expect(own.statusCode).toBe(403);
    expect((own.json() as Refusal).error).toMatchObject({ code: 'forbidden', reason: 'twoPersonRule' });
    expect((own.json() as Refusal).error.message).toMatch(/^Revisi ini harus disetujui orang lain/);

    const past = await act(server(), 'budi', submitted.data, 'approve', { publishAt: '2020-01-01T00:00:00Z' });
    expect((past.json() as Refusal).error.reason).toBe('scheduleInPast');

    // Far enough ahead for the checks before it on a busy machine (they assert they ran in time).
    const at = new Date(Date.now() + 4_000);
    const approved = await act(server(), 'budi', submitted.data, 'approve', { publishAt: at.toISOString() });
    expect(approved.statusCode).toBe(200);
    expect((approved.json() as { data: EditorItem }).data).toMatchObject({
      working: 'settled',
      public: 'scheduled',
      liveRevision: 1,
      publishedAt: at.toISOString(),
    });

    const detail = `/api/announcements/bbca-div-20261127?locale=en`;
    expect((await server().app.inject({ url: detail })).statusCode).toBe(404);
    // Nor in search, nor in its suggestions: no search document or word holds it before its time (read
    // from the tables, which every search answer and suggestion comes from, so the check is quick).
    const [early] = await server().db.query<{ documents: number; words: number }>(
      `select (select count(*)::int from search_documents where title ilike '%zamrud%' or title ilike '%emerald%')
                as documents,
              (select count(*)::int from search_words where word like 'zamrud%' or word like 'emerald%') as words`,
    );
    expect(early).toEqual({ documents: 0, words: 0 });
    expect(Date.now()).toBeLessThan(at.getTime());
    expect((await publicList(server())).map((item) => item.id)).not.toContain('bbca-div-20261127');

    // The list was read (and kept by the response cache) before the time; each server's look once a
    // second empties its copies and writes the search documents when the item falls due. How late
    // that is, is measured by the bench; here it must happen at all.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now())));
    const listed = await fresh(
      () => publicList(server()),
      (list) => list.some((item) => item.id === 'bbca-div-20261127'),
    );
    expect(listed.map((item) => item.id)).toContain('bbca-div-20261127');
    const found = await fresh(
      async () => [
        await searchTotal(server(), 'zamrudkatulistiwa', 'id'),
        await searchTotal(server(), 'emeraldequator', 'en'),
      ],
      (totals) => totals.every((total) => total === 1),
    );
    expect(found).toEqual([1, 1]);
    const live = await server().app.inject({ url: detail });
    expect(live.statusCode).toBe(200);
    expect((live.json() as { data: Announcement }).data).toMatchObject({
      title: 'Emeraldequator Schedule of BBCA',
      notice: 'new',
      locales: ['id', 'en'],
      withdrawal: null,
      updates: [],
    });
  });

  it('a save from an old version is refused with the current item, and nothing of it is stored', async () => {
    const draft = await create(server(), 'tlkm-right-20261127', announcementData('TLKM', '2026-11-27'));
    const first = await server().call('ayu', 'PUT', `/api/publishing/announcement/${draft.id}`, {
      version: draft.version,
      data: {
        ...announcementData('TLKM', '2026-11-27'),
        parts: { id: { title: 'Judul dari Ayu' }, en: { title: 'Title by Ayu' } },
      },
    });
    expect(first.statusCode).toBe(200);
    const second = await server().call('citra', 'PUT', `/api/publishing/announcement/${draft.id}`, {
      version: draft.version,
      data: { ...announcementData('TLKM', '2026-11-27'), parts: { id: { title: 'Judul dari Citra' } } },
    });
    expect(second.statusCode).toBe(409);
    const refusal = (second.json() as Refusal).error;
    expect(refusal).toMatchObject({ code: 'conflict', reason: 'conflict' });
    expect(refusal.current?.data.parts.id).toEqual({ title: 'Judul dari Ayu' });
    const history = (
      (await server().call('ayu', 'GET', `/api/publishing/announcement/${draft.id}/revisions`)).json() as {
        data: RevisionSummary[];
      }
    ).data;
    expect(history.map((entry) => [entry.revision, entry.author])).toEqual([
      [2, 'Ayu Lestari'],
      [1, 'Ayu Lestari'],
    ]);
  });

  it('refuses what the type does not declare, in the request’s language, naming each field', async () => {
    const response = await server().call('ayu', 'POST', '/api/publishing/announcement?locale=en', {
      key: 'bad-fields',
      data: {
        shared: {
          type: 'no-such-type',
          date: '2026-02-30',
          referenceNumber: 'x'.repeat(81),
          notice: 'maybe',
          colour: 'red',
        },
        parts: { en: { title: 'A title' } },
      },
    });
    expect(response.statusCode).toBe(400);
    const error = (response.json() as Refusal).error;
    expect(error.reason).toBe('invalidContent');
    expect(error.fields?.map((field) => field.name).sort()).toEqual(
      ['shared.colour', 'shared.date', 'shared.notice', 'shared.referenceNumber', 'shared.type'].sort(),
    );
    expect(error.message).toContain('Letter number is too long (at most 80 characters).');
    expect((await server().call('ayu', 'GET', '/api/publishing/announcement?pageSize=100')).body).not.toContain(
      'bad-fields',
    );
  });

  it('checks each call’s scope against the section: a writer cannot approve, another section’s publisher sees nothing', async () => {
    const draft = await create(server(), 'asii-rups-20261127', announcementData('ASII', '2026-11-27'));
    const submitted = ((await act(server(), 'ayu', draft, 'submit')).json() as { data: EditorItem }).data;
    expect((await act(server(), 'citra', submitted, 'approve')).statusCode).toBe(403);
    expect((await server().call('eka', 'GET', '/api/publishing/announcement')).statusCode).toBe(403);
    expect((await server().app.inject({ url: '/api/publishing/announcement' })).statusCode).toBe(401);
    const list = await server().call('citra', 'GET', '/api/publishing/announcement');
    expect(list.headers['cache-control']).toBe('no-store');
  });

  it('an emergency publication goes live alone and waits for a second person’s approval; the trail says who did what', async () => {
    const draft = await server().call('dewi', 'POST', '/api/publishing/announcement', {
      key: 'unvr-halt-20261127',
      data: announcementData('UNVR', '2026-11-27'),
    });
    const item = (draft.json() as { data: EditorItem }).data;
    const published = ((await act(server(), 'dewi', item, 'publish-now')).json() as { data: EditorItem }).data;
    expect(published).toMatchObject({ public: 'published', needsApproval: true });
    const listed = await fresh(
      () => publicList(server()),
      (list) => list.some((entry) => entry.id === 'unvr-halt-20261127'),
    );
    expect(listed.map((entry) => entry.id)).toContain('unvr-halt-20261127');

    const ownConfirm = await act(server(), 'dewi', published, 'confirm');
    expect(ownConfirm.statusCode).toBe(403); // dewi lacks the publish scope, and is the emergency publisher
    const confirmed = ((await act(server(), 'ayu', published, 'confirm')).json() as { data: EditorItem }).data;
    expect(confirmed.needsApproval).toBe(false);

    const trail = (
      (await server().call('ayu', 'GET', `/api/publishing/announcement/${item.id}/audit`)).json() as {
        data: AuditEntry[];
      }
    ).data;
    expect(trail.map((entry) => [entry.event, entry.actor, entry.fromState, entry.toState])).toEqual([
      ['create', 'Dewi Anggraini', 'none', 'draft/none'],
      ['publish-now', 'Dewi Anggraini', 'draft/none', 'settled/published'],
      ['confirm', 'Ayu Lestari', 'settled/published', 'settled/published'],
    ]);
  });

  it('a seeded announcement is a published item: a major revision shows its note, a withdrawal its reason', async () => {
    const list = (await server().call('ayu', 'GET', '/api/publishing/announcement?q=ann-0005')).json() as {
      data: EditorItem[];
    };
    expect(list.data.map((entry) => entry.key)).toEqual(['ann-0005']);
    const [seeded] = list.data as [EditorItem];
    expect(seeded).toMatchObject({ public: 'published', liveRevision: 1, lastChangedBy: 'seed', revision: 1 });

    const edited = {
      ...seeded.data,
      shared: { ...seeded.data.shared, notice: 'revised' },
      parts: { id: { title: 'Judul yang diperbaiki' }, en: { title: 'Corrected title' } },
    };
    const saved = (
      (
        await server().call('budi', 'PUT', `/api/publishing/announcement/${seeded.id}`, {
          version: seeded.version,
          data: edited,
          major: true,
        })
      ).json() as { data: EditorItem }
    ).data;
    const noNote = await act(server(), 'budi', saved, 'submit');
    expect((noNote.json() as Refusal).error.reason).toBe('changeNoteRequired');
    const withNote = (
      (
        await server().call('budi', 'PUT', `/api/publishing/announcement/${seeded.id}`, {
          version: saved.version,
          data: edited,
          major: true,
          changeNote: { id: 'Tanggal pembayaran diubah.', en: 'The payment date was changed.' },
        })
      ).json() as { data: EditorItem }
    ).data;
    // The public still sees the published revision while the new one is in review.
    const submitted = ((await act(server(), 'budi', withNote, 'submit')).json() as { data: EditorItem }).data;
    const before = (await server().app.inject({ url: '/api/announcements/ann-0005?locale=en' })).json() as {
      data: Announcement;
    };
    expect(before.data.title).not.toBe('Corrected title');

    const approved = ((await act(server(), 'ayu', submitted, 'approve')).json() as { data: EditorItem }).data;
    expect(approved.public).toBe('published');
    const after = await fresh(
      () => publicDetail(server(), '/api/announcements/ann-0005?locale=en'),
      (data) => data.title === 'Corrected title',
    );
    expect(after).toMatchObject({ title: 'Corrected title', notice: 'revised' });
    expect(after.updates.map((update) => update.note)).toEqual(['The payment date was changed.']);

    const noReason = await act(server(), 'ayu', approved, 'withdraw', { reason: { id: 'Salah kirim.' } });
    expect((noReason.json() as Refusal).error.reason).toBe('reasonRequired');
    const withdrawn = await act(server(), 'ayu', approved, 'withdraw', {
      reason: { id: 'Diterbitkan ulang dengan nomor baru.', en: 'Reissued under a new number.' },
    });
    expect((withdrawn.json() as { data: EditorItem }).data.public).toBe('withdrawn');
    const shown = await fresh(
      () => publicDetail(server(), '/api/announcements/ann-0005?locale=id'),
      (data) => data.withdrawal !== null,
    );
    expect(shown.withdrawal?.reason).toBe('Diterbitkan ulang dengan nomor baru.');
    // The feeds say it too, in their language, with the reason.
    const feed = await fresh(
      async () => (await server().app.inject('/feeds/announcements.en.atom')).body,
      (body) => body.includes('Withdrawn: Corrected title'),
    );
    expect(feed).toContain('<title>Withdrawn: Corrected title</title>');
    expect(feed).toContain('Reissued under a new number.</summary>');
    expect((await server().app.inject('/feeds/announcements.id.atom')).body).toContain(
      '<title>Ditarik: Judul yang diperbaiki</title>',
    );
  });

  it('shows what changed between two revisions by field and word, and restores an old one as a new draft', async () => {
    const original = announcementData('ADRO', '2026-11-27');
    const draft = await create(server(), 'adro-div-20261127', original);
    const changed = {
      ...original,
      shared: { ...original.shared, date: '2026-11-30' },
      parts: { ...original.parts, id: { title: 'Jadwal Pembagian Dividen Saham ADRO' } },
    };
    const saved = (
      (
        await server().call('budi', 'PUT', `/api/publishing/announcement/${draft.id}`, {
          version: draft.version,
          data: changed,
        })
      ).json() as { data: EditorItem }
    ).data;
    const diff = (
      (await server().call('ayu', 'GET', `/api/publishing/announcement/${draft.id}/diff?from=1&to=2`)).json() as {
        data: FieldDiff[];
      }
    ).data;
    expect(diff.map((field) => field.field)).toEqual(['shared.date', 'id.title']);
    const title = diff[1]?.parts ?? [];
    expect(title.filter((part) => part.kind === 'removed').map((part) => part.text.trim())).toEqual(['Tunai']);
    expect(title.filter((part) => part.kind === 'added').map((part) => part.text.trim())).toEqual(['Saham']);
    expect(
      title
        .filter((part) => part.kind === 'same')
        .map((part) => part.text)
        .join(''),
    ).toBe('Jadwal Pembagian Dividen  ADRO');

    const restored = await server().call('ayu', 'POST', `/api/publishing/announcement/${draft.id}/restore`, {
      version: saved.version,
      revision: 1,
    });
    expect(restored.statusCode).toBe(200);
    expect((restored.json() as { data: EditorItem }).data).toMatchObject({
      revision: 3,
      working: 'draft',
      data: original,
      lastChangedBy: 'ayu@ksei.example',
    });
    const missing = await server().call('ayu', 'GET', `/api/publishing/announcement/${draft.id}/diff?from=1&to=9`);
    expect(missing.statusCode).toBe(404);
  });
});
