/**
 * The publishing calls' bodies and parameters against the classes of hostile input that once answered
 * 500 elsewhere (NUL bytes, lone surrogates, numbers past the safe range, impossible dates and times,
 * wrong JSON types, oversized and nested values): signed in with every publishing scope, no answer is
 * a 5xx or carries a database or framework message, every refusal has a message in the asked
 * language, and nothing refused is stored.
 */
import { listLines, parseBody, type EditorItem } from '@ksei/shared/node';
import { describeEachEngine } from '../../support/engines.js';
import { makePdf } from '../../support/pdf-files.js';
import { announcementData, multipartFile, usePublishingServer } from '../../support/publishing.js';
import { LEAKS } from '../../support/leaks.js';

const STRINGS = [
  '',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff x',
  '😀'.repeat(20_001),
  "'; drop table content_items;--",
  '<script>alert(1)</script>',
  '../../etc/passwd',
];
// `Infinity` is sent as JSON's null; 2^53 + 1 arrives as 2^53 (the JSON number a client would send).
const VALUES: unknown[] = [
  ...STRINGS,
  0,
  -1,
  Number.MAX_SAFE_INTEGER + 2,
  Number.POSITIVE_INFINITY,
  true,
  null,
  [],
  {},
  { $gt: '' },
];

describeEachEngine('fuzz: publishing answers no 500 and stores nothing refused', (engine) => {
  const server = usePublishingServer(engine);
  let item: EditorItem;

  beforeAll(async () => {
    const created = await server().call('ayu', 'POST', '/api/publishing/announcement', {
      key: 'fuzz-target',
      data: announcementData('FUZZ', '2026-11-27'),
    });
    item = (created.json() as { data: EditorItem }).data;
  });

  async function counts() {
    const [row] = await server().db.query<{ items: number; revisions: number; announcements: number }>(
      `select (select count(*)::int from content_items) as items,
              (select count(*)::int from content_revisions) as revisions,
              (select count(*)::int from announcements) as announcements`,
    );
    return row;
  }

  function bodies(): { method: 'POST' | 'PUT'; url: string; payload: object }[] {
    const valid = announcementData('FUZZ', '2026-11-27');
    const out: { method: 'POST' | 'PUT'; url: string; payload: object }[] = [];
    for (const value of VALUES) {
      out.push({ method: 'POST', url: '/api/publishing/announcement', payload: { key: value, data: valid } });
      for (const field of ['type', 'date', 'referenceNumber', 'notice', 'extra']) {
        out.push({
          method: 'POST',
          url: '/api/publishing/announcement',
          payload: { key: 'fuzz-new', data: { ...valid, shared: { ...valid.shared, [field]: value } } },
        });
      }
      out.push({
        method: 'PUT',
        url: `/api/publishing/announcement/${item.id}`,
        payload: { version: item.version, data: { ...valid, parts: { id: { title: value } } } },
      });
      out.push({
        method: 'PUT',
        url: `/api/publishing/announcement/${item.id}`,
        payload: { version: value, data: valid },
      });
      out.push({
        method: 'PUT',
        url: `/api/publishing/announcement/${item.id}`,
        payload: {
          version: item.version,
          data: { ...valid, parts: { ...valid.parts, id: { ...valid.parts.id, file: value } } },
        },
      });
      out.push({
        method: 'PUT',
        url: `/api/publishing/announcement/${item.id}`,
        payload: { version: item.version, data: valid, major: true, changeNote: { id: value, en: value } },
      });
      out.push({
        method: 'POST',
        url: `/api/publishing/announcement/${item.id}/restore`,
        payload: { version: item.version, revision: value },
      });
      for (const action of ['approve', 'withdraw', 'submit']) {
        out.push({
          method: 'POST',
          url: `/api/publishing/announcement/${item.id}/${action}`,
          payload: { version: item.version, publishAt: value, locales: [value], reason: { id: value, en: value } },
        });
      }
    }
    out.push({ method: 'POST', url: '/api/publishing/announcement', payload: { key: 'deep', data: nested(200) } });
    return out;
  }

  const nested = (depth: number): object => (depth === 0 ? {} : { shared: nested(depth - 1), parts: {} });

  it('answers every hostile body with a localized 4xx, and stores none of them', async () => {
    const before = await counts();
    const calls = bodies();
    expect(calls.length).toBeGreaterThan(200);
    for (const call of calls) {
      for (const locale of ['id', 'en']) {
        const response = await server().call('ayu', call.method, `${call.url}?locale=${locale}`, call.payload);
        const label = `${call.method} ${call.url} ${JSON.stringify(call.payload).slice(0, 120)}`;
        expect([label, response.statusCode < 500]).toEqual([label, true]);
        if (response.statusCode >= 400) {
          expect([label, LEAKS.test(response.body)]).toEqual([label, false]);
          const message = (response.json() as { error: { message: string } }).error.message;
          expect(message.length).toBeGreaterThan(0);
        }
      }
    }
    // Nothing went public. The only new items are those whose whole body was valid: `fuzz-new` (its
    // first create with a value that is plain text; every later one finds the key taken), and the keys
    // Fastify's validation coerces from JSON scalars to the schema's string (0, 2^53 + 1, true), each
    // as sound a key as a typed one.
    const after = await counts();
    expect(after?.announcements).toBe(before?.announcements);
    const keys = await server().db.query<{ key: string }>(
      `select key from content_items
       where type = 'announcement' and key not like 'ann-%' and key <> 'fuzz-target' order by key`,
    );
    expect(keys.map((row) => row.key)).toEqual(['0', String(Number.MAX_SAFE_INTEGER + 2), 'fuzz-new', 'true']);
    expect(after?.items).toBe((before?.items ?? 0) + 4);
  });

  it('answers hostile press-release bodies (blocks) with a localized 4xx; whatever is stored reads back as blocks', async () => {
    const shapes = (value: unknown): unknown[] => [
      value,
      JSON.stringify([{ type: 'paragraph', text: value }]),
      JSON.stringify([{ type: 'list', ordered: value, items: [value] }]),
      JSON.stringify([{ type: 'pageLink', pageId: value, params: { slug: value }, text: value }]),
      JSON.stringify([{ type: value, text: 'x' }]),
      JSON.stringify(nested(500)),
    ];
    let sent = 0;
    for (const [index, value] of VALUES.entries()) {
      for (const [shape, body] of shapes(value).entries()) {
        const payload = {
          key: `fuzz-body-${index}-${shape}`,
          data: {
            shared: { date: '2026-11-27' },
            parts: { id: { title: 'Uji', summary: 'Uji', body } },
          },
        };
        const response = await server().call('ayu', 'POST', '/api/publishing/pressRelease?locale=en', payload);
        sent += 1;
        const label = `${JSON.stringify(body).slice(0, 80)}`;
        expect([label, response.statusCode < 500]).toEqual([label, true]);
        if (response.statusCode >= 400) {
          expect([label, LEAKS.test(response.body)]).toEqual([label, false]);
          expect((response.json() as { error: { message: string } }).error.message.length).toBeGreaterThan(0);
        }
      }
    }
    expect(sent).toBeGreaterThan(80);
    const stored = await server().db.query<{ body: string | null }>(
      `select r.data #>> '{parts,id,body}' as body from content_revisions r
       join content_items i on i.id = r.item_id where i.key like 'fuzz-body-%'`,
    );
    // Text that merely looks hostile ('<script>…' in a paragraph) is text, stored as such and shown escaped.
    expect(stored.length).toBeGreaterThan(0);
    for (const { body } of stored) expect('blocks' in parseBody(body ?? '')).toBe(true);
  });

  it('answers hostile vacancy lists and paragraphs with a localized 4xx; whatever is stored reads back as lines', async () => {
    const [division] = await server().db.query<{ code: string }>('select code from divisions limit 1');
    let sent = 0;
    for (const [index, value] of VALUES.entries()) {
      const shapes: unknown[] = [
        value,
        typeof value === 'string' ? `${value}\n${value}` : value,
        typeof value === 'string' ? Array.from({ length: 40 }, () => value).join('\r\n') : value,
      ];
      for (const [shape, lines] of shapes.entries()) {
        const response = await server().call('hana', 'POST', '/api/publishing/vacancy?locale=id', {
          key: `fuzz-vacancy-${index}-${shape}`,
          data: {
            shared: { division: division?.code, status: 'open', closingDate: '2026-12-31' },
            parts: {
              id: { position: 'Uji', description: lines, specifications: lines, qualificationRequirements: lines },
            },
          },
        });
        sent += 1;
        const label = JSON.stringify(lines).slice(0, 80);
        expect([label, response.statusCode < 500]).toEqual([label, true]);
        if (response.statusCode >= 400) {
          expect([label, LEAKS.test(response.body)]).toEqual([label, false]);
          expect((response.json() as { error: { message: string } }).error.message.length).toBeGreaterThan(0);
        }
      }
    }
    expect(sent).toBeGreaterThan(40);
    const stored = await server().db.query<{ lines: string | null }>(
      `select r.data #>> '{parts,id,specifications}' as lines from content_revisions r
       join content_items i on i.id = r.item_id where i.key like 'fuzz-vacancy-%'`,
    );
    // Plain text that only looks hostile is text; nothing stored holds more lines, or longer ones, than allowed.
    expect(stored.length).toBeGreaterThan(0);
    for (const { lines } of stored) {
      const list = listLines(lines ?? '');
      expect(list.length).toBeLessThanOrEqual(30);
      expect(list.every((line) => line.length <= 500 && !line.includes('\u0000'))).toBe(true);
    }
  });

  it('answers hostile parameters with a 4xx', async () => {
    for (const url of [
      '/api/publishing/announcement/0',
      '/api/publishing/announcement/99999999999999999999',
      '/api/publishing/announcement/1e3',
      '/api/publishing/announcement/%00',
      '/api/publishing/announcement/1/delete',
      '/api/publishing/nosuchtype',
      `/api/publishing/announcement?page=1e309&pageSize=-1`,
      `/api/publishing/announcement?q=${'x'.repeat(500)}`,
      `/api/publishing/announcement?working=published`,
      `/api/publishing/announcement/1/diff?from=1`,
      `/api/publishing/announcement/1/diff?from=0&to=1`,
      `/api/publishing/announcement/1/diff?from=1&to=1e309`,
      `/api/publishing/announcement/1/diff?from=1&to=99999999999`,
    ]) {
      const response = await server().call('ayu', 'GET', url);
      expect([url, response.statusCode >= 400 && response.statusCode < 500]).toEqual([url, true]);
      expect([url, LEAKS.test(response.body)]).toEqual([url, false]);
    }
  });

  it('answers hostile uploads (random bytes, damaged PDFs, odd names and bodies) with a localized 4xx, storing only plain PDFs', async () => {
    const stored = async () =>
      (await server().db.query<{ n: number }>('select count(*)::int as n from attachment_files'))[0]?.n ?? 0;
    const before = await stored();
    // A small seeded generator: the same hostile files on every run.
    let seed = 0x2f6b_1d3a;
    const next = () => {
      seed = (Math.imul(seed ^ (seed >>> 15), 0x2c1b_3c6d) + 0x9e37_79b9) >>> 0;
      return seed;
    };
    const pdf = makePdf({ lines: ['Pengumuman fuzz'] });
    const files: Buffer[] = [];
    for (let round = 0; round < 40; round += 1) {
      // Random bytes, random bytes after a PDF header, and a PDF with bytes flipped or cut short.
      files.push(Buffer.from(Array.from({ length: 1 + (next() % 4096) }, () => next() & 255)));
      files.push(
        Buffer.concat([
          Buffer.from('%PDF-1.7\n'),
          Buffer.from(Array.from({ length: next() % 2048 }, () => next() & 255)),
        ]),
      );
      const flipped = Buffer.from(pdf);
      for (let flip = 0; flip < 1 + (next() % 8); flip += 1) flipped[next() % flipped.length] = next() & 255;
      files.push(flipped);
      files.push(pdf.subarray(0, next() % pdf.length));
    }
    const names = ['a.pdf', '', '../../etc/passwd', 'a\u0000b.pdf', '\ud800.pdf', 'x'.repeat(5000), 'C:\\a\\b.pdf'];
    const accepted = new Set<number>();
    for (const [index, bytes] of files.entries()) {
      const locale = index % 2 === 0 ? 'id' : 'en';
      const response = await server().upload(
        'ayu',
        bytes,
        names[index % names.length]!,
        `/api/publishing/announcement/attachments?locale=${locale}`,
      );
      const label = `file ${index} (${bytes.length} bytes)`;
      expect([label, response.statusCode < 500]).toEqual([label, true]);
      expect([label, LEAKS.test(response.body)]).toEqual([label, false]);
      if (response.statusCode >= 400) {
        const message = (response.json() as { error: { message: string } }).error.message;
        expect([label, message.length > 0]).toEqual([label, true]);
      } else {
        accepted.add((response.json() as { data: { id: number } }).data.id);
      }
    }
    // Bodies that are no one-file form: the wrong type, no boundary, two files, a field.
    const token = multipartFile(pdf, 'a.pdf');
    const twoFiles = Buffer.concat([
      token.payload.subarray(0, token.payload.length - 4),
      Buffer.from('\r\n'),
      token.payload,
    ]);
    for (const [type, payload] of [
      ['multipart/form-data', token.payload],
      ['multipart/form-data; boundary=', token.payload],
      ['application/pdf', pdf],
      [token.headers['content-type'], twoFiles],
      [token.headers['content-type'], Buffer.from('--x--')],
    ] as const) {
      const response = await server().app.inject({
        method: 'POST',
        url: '/api/publishing/announcement/attachments?locale=en',
        headers: { ...server().headers('ayu'), 'content-type': type },
        payload,
      });
      expect([type, response.statusCode >= 400 && response.statusCode < 500]).toEqual([type, true]);
    }
    expect(files.length).toBe(160);
    expect(await stored()).toBe(before + accepted.size);
  });
});
