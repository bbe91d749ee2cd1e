/**
 * The announcements' calendar feed (`/feeds/announcements.<locale>.ics`) on both engines: an approved
 * announcement is an all-day event on its date; one cancelled in KSEI's sense is `STATUS:CANCELLED` with
 * the cancelled mark in its summary, in the feed's language; a draft never shows.
 */
import type { EditorItem } from '@ksei/shared/node';
import { describeEachEngine } from '../../support/engines.js';
import { announcementData, usePublishingServer, type PublishingServer } from '../../support/publishing.js';

/** The events of a calendar by UID, each a map of its properties (folded lines unfolded, RFC 5545 §3.1). */
function events(ics: string): Map<string, Map<string, string>> {
  const unfolded = ics.replace(/\r\n /g, '');
  const found = new Map<string, Map<string, string>>();
  for (const block of unfolded.split('BEGIN:VEVENT\r\n').slice(1)) {
    const properties = new Map<string, string>();
    for (const line of block.split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon > 0) properties.set(line.slice(0, colon), line.slice(colon + 1));
    }
    found.set(properties.get('UID') ?? '', properties);
  }
  return found;
}

async function approved(server: PublishingServer, key: string, date: string, notice: string): Promise<EditorItem> {
  const created = await server.call('ayu', 'POST', '/api/publishing/announcement', {
    key,
    data: announcementData(key.toUpperCase(), date, notice),
  });
  expect(created.statusCode).toBe(201);
  let item = (created.json() as { data: EditorItem }).data;
  for (const [who, action] of [
    ['ayu', 'submit'],
    ['budi', 'approve'],
  ] as const) {
    const answer = await server.call(who, 'POST', `/api/publishing/announcement/${item.id}/${action}`, {
      version: item.version,
    });
    expect(answer.statusCode).toBe(200);
    item = (answer.json() as { data: EditorItem }).data;
  }
  return item;
}

describeEachEngine('the announcements calendar', (engine) => {
  const server = usePublishingServer(engine);

  it('shows a cancelled announcement as STATUS:CANCELLED, a new one as confirmed, and no draft', async () => {
    // Dated after every seeded announcement, so they are among the newest the calendar holds.
    await approved(server(), 'batal', '2100-01-04', 'cancelled');
    await approved(server(), 'baru', '2100-01-05', 'new');
    const draft = await server().call('ayu', 'POST', '/api/publishing/announcement', {
      key: 'draf',
      data: announcementData('DRAF', '2100-01-06'),
    });
    expect(draft.statusCode).toBe(201);

    const en = await server().app.inject('/feeds/announcements.en.ics');
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const english = events(en.body);
    expect(english.size).toBeGreaterThan(2);
    const host = [...english.keys()][0]?.split('@')[1] ?? '';
    expect(english.get(`announcement-batal@${host}`)).toEqual(
      new Map([
        ['UID', `announcement-batal@${host}`],
        ['DTSTAMP', expect.stringMatching(/^\d{8}T\d{6}Z$/) as unknown as string],
        ['DTSTART;VALUE=DATE', '21000104'],
        ['DTEND;VALUE=DATE', '21000105'],
        ['SUMMARY', 'Cancelled: Cash Dividend Distribution Schedule of BATAL'],
        ['DESCRIPTION', expect.stringMatching(/^KSEI-/) as unknown as string],
        ['STATUS', 'CANCELLED'],
        ['URL', expect.stringMatching(/\/en\/publication\/announcement$/) as unknown as string],
        ['TRANSP', 'TRANSPARENT'],
        ['END', 'VEVENT'],
      ]),
    );
    expect(english.get(`announcement-baru@${host}`)?.get('STATUS')).toBe('CONFIRMED');
    expect(english.get(`announcement-baru@${host}`)?.get('SUMMARY')).toBe(
      'Cash Dividend Distribution Schedule of BARU',
    );
    expect(english.has(`announcement-draf@${host}`)).toBe(false);

    const id = events((await server().app.inject('/feeds/announcements.id.ics')).body);
    expect(id.get(`announcement-batal@${host}`)?.get('SUMMARY')).toBe(
      'Dibatalkan: Jadwal Pembagian Dividen Tunai BATAL',
    );
    expect(id.get(`announcement-batal@${host}`)?.get('STATUS')).toBe('CANCELLED');
  });
});
