import { CONTENT_PAGE_KEYS, type ListResponse, type PressReleaseSummary } from '@ksei/shared/node';
import { todayInJakarta } from '@ksei/shared/node';
import { describeEachEngine, serverDatabase } from '../support/engines.js';
import { startTestServer, type TestServer } from '../support/fixtures.js';

describeEachEngine('content API', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: true, ...serverDatabase(engine) });
  });
  afterAll(() => server.close());

  const get = async (url: string, headers: Record<string, string> = {}) => server.app.inject({ url, headers });
  const json = async <T>(url: string): Promise<T> => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };

  it('serves every content page in both locales', async () => {
    for (const key of Object.keys(CONTENT_PAGE_KEYS)) {
      const id = await json<{ data: { key: string; title: string; blocks: unknown[] } }>(`/api/pages/${key}`);
      const en = await json<{ data: { title: string } }>(`/api/pages/${key}?locale=en`);
      expect(id.data.key).toBe(key);
      expect(id.data.blocks.length).toBeGreaterThan(0);
      expect(en.data.title).not.toBe('');
    }
    const journey = await json<{ data: { blocks: { type: string }[]; sample: boolean } }>('/api/pages/journey');
    expect(journey.data.blocks[0]?.type).toBe('timeline');
    expect(journey.data.sample).toBe(false);
    const fees = await json<{ data: { blocks: { type: string }[] } }>('/api/pages/service-fee');
    expect(fees.data.blocks.filter((block) => block.type === 'table').length).toBeGreaterThanOrEqual(1);
  });

  it('lists the fee decrees on the service fee page with their titles in the asked language', async () => {
    const items = async (locale: string) => {
      const page = await json<{ data: { blocks: { type: string; items?: string[] }[] } }>(
        `/api/pages/service-fee?locale=${locale}`,
      );
      return page.data.blocks.flatMap((block) => (block.type === 'list' ? (block.items ?? []) : []));
    };
    // server/seed/ksei_regulations.csv (English) and the Indonesian title KSEI gives the same decree.
    expect(await items('en')).toContain(
      'KEP-0027/DIR/KSEI/0524 — Electronic General Meeting System of KSEI (eASY.KSEI) Services Fee',
    );
    expect(await items('id')).toContain(
      'KEP-0027/DIR/KSEI/0524 — Biaya Layanan Sistem Rapat Umum Elektronik KSEI (eASY.KSEI)',
    );
  });

  it('answers every content block whole, as stored (each kind of block keeps all its members)', async () => {
    const rows = await server.db.query<{ key: string; blocks_id: unknown[]; blocks_en: unknown[] }>(
      'select key, blocks_id, blocks_en from content_pages order by key',
    );
    expect(rows.length).toBe(Object.keys(CONTENT_PAGE_KEYS).length);
    const kinds = new Set<string>();
    for (const row of rows) {
      const id = await json<{ data: { blocks: { type: string }[] } }>(`/api/pages/${row.key}`);
      const en = await json<{ data: { blocks: unknown[] } }>(`/api/pages/${row.key}?locale=en`);
      expect(id.data.blocks).toEqual(row.blocks_id);
      expect(en.data.blocks).toEqual(row.blocks_en);
      for (const block of id.data.blocks) kinds.add(block.type);
    }
    // The seed uses these kinds of block on its pages (the press releases' bodies use paragraphs).
    expect([...kinds].sort()).toEqual(
      expect.arrayContaining(['callout', 'list', 'pageLink', 'paragraph', 'table', 'timeline']),
    );
  });

  it('searches the FAQ in the question or the answer, in the page’s language, the text taken literally', async () => {
    type Faq = ListResponse<{ category: string; question: string }>;
    const questions = async (query: string) =>
      (await json<Faq>(`/api/faq?pageSize=100&${query}`)).data.map((item) => item.question);
    // Without a filter: every question the database holds, in the categories' order.
    const all = await json<Faq>('/api/faq?pageSize=100&locale=en');
    const [count] = await server.db.query<{ n: number }>('select count(*)::int as n from faqs');
    expect(count?.n).toBeGreaterThan(10);
    expect(all.meta.total).toBe(count?.n);
    expect(all.data[0]?.question).toBe('What kind of services does KSEI provide?');
    // In a question only ("apply for" is not in its answer); in an answer only ("book-entry" is in C-BEST's).
    expect(await questions('q=apply%20for&locale=en')).toEqual(['How do I apply for an ISIN code?']);
    expect(await questions('q=book-entry%20settlement&locale=en')).toEqual(['What is C-BEST?']);
    // The Indonesian text is searched on an Indonesian page, not the English one.
    expect(await questions('q=pemindahbukuan&locale=id')).toEqual(['Apa itu C-BEST?']);
    expect(await questions('q=pemindahbukuan&locale=en')).toEqual([]);
    // Within a category.
    expect(await questions('category=investor&q=SID&locale=en')).toEqual(
      expect.arrayContaining(['What is an SID?', 'How do I get an SID?']),
    );
    expect(await questions('category=akses&q=S-INVEST&locale=en')).toEqual([]);
    // "%" is a character, not "anything": no seeded question or answer holds one.
    const [withPercent] = await server.db.query<{ n: number }>(
      `select count(*)::int as n from faqs where strpos(question_en || answer_en, '%') > 0`,
    );
    expect(withPercent?.n).toBe(0);
    expect(await questions('q=%25&locale=en')).toEqual([]);
  });

  it('pages lists with meta, and switches text by locale', async () => {
    const first = await json<ListResponse<PressReleaseSummary>>('/api/press-releases?pageSize=5');
    expect(first.data).toHaveLength(5);
    expect(first.meta).toEqual({ page: 1, pageSize: 5, total: 44, totalPages: 9 });
    const last = await json<ListResponse<PressReleaseSummary>>('/api/press-releases?pageSize=5&page=9');
    expect(last.data).toHaveLength(4);
    const beyond = await json<ListResponse<PressReleaseSummary>>('/api/press-releases?pageSize=5&page=50');
    expect(beyond).toEqual({ data: [], meta: { page: 50, pageSize: 5, total: 44, totalPages: 9 } });
    const en = await json<ListResponse<PressReleaseSummary>>('/api/press-releases?pageSize=5&locale=en');
    expect(en.data[0]?.slug).toBe(first.data[0]?.slug);
    expect(en.data[0]?.title).not.toBe(first.data[0]?.title);
    expect(en.data[0]?.title).toMatch(/Capital Market Investor/);
    expect(first.data[0]?.title).toMatch(/Investor Pasar Modal/);
    const defaults = await json<ListResponse<unknown>>('/api/press-releases');
    expect(defaults.meta.pageSize).toBe(10);
  });

  it('sorts by date both ways and filters by year and text', async () => {
    const newest = await json<ListResponse<PressReleaseSummary>>('/api/press-releases?pageSize=100');
    const oldest = await json<ListResponse<PressReleaseSummary>>('/api/press-releases?pageSize=100&sort=date');
    const dates = newest.data.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(oldest.data.map((item) => item.date)).toEqual([...dates].reverse());
    const year = newest.data[10]?.date.slice(0, 4) ?? '';
    const byYear = await json<ListResponse<PressReleaseSummary>>(`/api/press-releases?year=${year}&pageSize=100`);
    expect(byYear.data.length).toBeGreaterThan(0);
    expect(byYear.data.every((item) => item.date.startsWith(year))).toBe(true);
    const byText = await json<ListResponse<PressReleaseSummary>>('/api/press-releases?q=c-best&locale=en&pageSize=100');
    expect(byText.data.length).toBeGreaterThan(0);
    expect(byText.data.every((item) => /c-best/i.test(item.title))).toBe(true);
  });

  it('answers a press release with its body and images, captions per locale', async () => {
    const { data } = await json<{
      data: { body: unknown[]; images: { url: string; caption: string; width: number }[] };
    }>('/api/press-releases/contoh-siaran-pers?locale=en');
    expect(data.body.length).toBeGreaterThan(0);
    expect(data.images.length).toBeGreaterThanOrEqual(1);
    expect(data.images[0]).toMatchObject({ width: 640, height: 400, type: 'image/jpeg' });
    expect(data.images[0]?.caption).not.toMatch(/Dokumentasi/);
    // The seed captions the Indonesian images "Dokumentasi <title> (n)".
    const id = await json<{ data: { title: string; images: { caption: string }[] } }>(
      '/api/press-releases/contoh-siaran-pers',
    );
    expect(id.data.images[0]?.caption).toBe(`Dokumentasi ${id.data.title} (1)`);
    const image = await get(data.images[0]?.url ?? '');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('filters announcements by type, month and date; today is never empty', async () => {
    const types = await json<ListResponse<{ code: string; label: string }>>('/api/announcement-types?locale=en');
    expect(types.data.map((type) => type.code)).toEqual([
      'corporate-action',
      'securities-registration',
      'account-holder',
      'operational',
      'isin',
      'service-fee',
    ]);
    // The seed's 120 announcements take the six types in turn: ann-0005, ann-0011, … are ISIN codes.
    const isinIds = Array.from({ length: 20 }, (_, n) => `ann-${String(5 + 6 * n).padStart(4, '0')}`);
    const byType = await json<ListResponse<{ id: string; type: string; typeLabel: string }>>(
      '/api/announcements?type=isin&pageSize=100&locale=en',
    );
    expect(byType.meta.total).toBe(20);
    expect(byType.data.map((item) => item.id).sort()).toEqual(isinIds);
    expect(byType.data.map((item) => `${item.type}/${item.typeLabel}`)).toEqual(isinIds.map(() => 'isin/ISIN Code'));
    // An announcement of another type (ann-0001 is a corporate action) is left out.
    expect(byType.data.map((item) => item.id)).not.toContain('ann-0001');
    const otherType = await json<ListResponse<{ id: string }>>('/api/announcements?type=corporate-action&pageSize=100');
    expect(otherType.data.map((item) => item.id)).toContain('ann-0001');
    expect(otherType.data.map((item) => item.id)).not.toContain('ann-0005');
    const today = todayInJakarta();
    const todays = await json<ListResponse<{ date: string; attachments: { url: string }[] }>>(
      `/api/announcements?date=${today}`,
    );
    expect(todays.meta.total).toBeGreaterThanOrEqual(1);
    expect(todays.data.every((item) => item.date === today)).toBe(true);
    const month = today.slice(0, 7);
    const byMonth = await json<ListResponse<{ date: string }>>(`/api/announcements?month=${month}&pageSize=100`);
    expect(byMonth.data.length).toBeGreaterThanOrEqual(6);
    expect(byMonth.data.every((item) => item.date.startsWith(month))).toBe(true);
    const pdf = await get(todays.data[0]?.attachments[0]?.url ?? '');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect(pdf.body.startsWith('%PDF-1.4')).toBe(true);
  });

  it('lists regulations by category, sorted by number, searchable by decree number', async () => {
    const list = await json<ListResponse<{ category: string; number: string; decreeNumber: string; sample: boolean }>>(
      '/api/regulations?category=ksei-regulations&sort=number&pageSize=100',
    );
    expect(list.data.length).toBe(12);
    expect(list.data.every((item) => item.category === 'ksei-regulations' && !item.sample)).toBe(true);
    const numbers = list.data.map((item) => item.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const found = await json<ListResponse<{ decreeNumber: string; title: string }>>(
      '/api/regulations?q=KEP-0027&locale=en',
    );
    expect(found.data).toEqual([
      expect.objectContaining({
        decreeNumber: 'KEP-0027/DIR/KSEI/0524',
        title: 'Electronic General Meeting System of KSEI (eASY.KSEI) Services Fee',
      }),
    ]);
  });

  it('words regulation numbers in the asked language, and searches and sorts them so', async () => {
    type Item = { decreeNumber: string; number: string };
    const numberOf = async (locale: string, decree: string) => {
      const list = await json<ListResponse<Item>>(`/api/regulations?q=${decree}&locale=${locale}`);
      expect(list.data.map((item) => item.decreeNumber)).toEqual([`${decree}/DIR/KSEI/0524`]);
      return list.data[0]?.number;
    };
    // KSEI's English list says "Regulation of KSEI Number VI-D"; its Indonesian documents "Peraturan KSEI Nomor".
    expect(await numberOf('en', 'KEP-0027')).toBe('Regulation of KSEI Number VI-D');
    expect(await numberOf('id', 'KEP-0027')).toBe('Peraturan KSEI Nomor VI-D');
    const byWords = async (locale: string, q: string) =>
      (await json<ListResponse<Item>>(`/api/regulations?q=${encodeURIComponent(q)}&locale=${locale}&pageSize=100`))
        .data;
    expect((await byWords('id', 'Nomor VI-D')).map((item) => item.number)).toEqual(['Peraturan KSEI Nomor VI-D']);
    expect(await byWords('en', 'Nomor VI-D')).toEqual([]);
    // Sample drafts and procedures, and laws, are worded per language too.
    const wording = async (locale: string, category: string) =>
      (
        await json<ListResponse<Item>>(
          `/api/regulations?category=${category}&sort=number&locale=${locale}&pageSize=100`,
        )
      ).data.map((item) => item.number);
    expect(await wording('en', 'ksei-regulation-draft')).toContain('KSEI Regulation Draft I-X');
    expect(await wording('id', 'ksei-regulation-draft')).toContain('Rancangan Peraturan KSEI I-X');
    expect(await wording('en', 'operating-procedure')).toContain('Operating Procedure 1');
    expect(await wording('en', 'capital-market-law')).toContain('Law No. 8 of 1995');
    expect(await wording('id', 'capital-market-law')).toContain('UU No. 8 Tahun 1995');
    // Sorted by the asked language's wording: across categories the two orders differ (an operating
    // procedure is `Ketentuan…`, before a draft's `Rancangan…`, but `Operating…`, after `KSEI Regulation Draft…`).
    const all = async (locale: string) =>
      (await json<ListResponse<Item>>(`/api/regulations?sort=number&locale=${locale}&pageSize=100`)).data.map(
        (item) => item.number,
      );
    const order = (numbers: string[], first: string, then: string) => {
      const firsts = numbers.flatMap((number, index) => (number.startsWith(first) ? [index] : []));
      const thens = numbers.flatMap((number, index) => (number.startsWith(then) ? [index] : []));
      expect(firsts.length).toBeGreaterThan(0);
      expect(thens.length).toBeGreaterThan(0);
      expect(Math.max(...firsts)).toBeLessThan(Math.min(...thens));
    };
    order(await all('id'), 'Ketentuan Pelaksanaan', 'Rancangan Peraturan KSEI');
    order(await all('en'), 'KSEI Regulation Draft', 'Operating Procedure');
  });

  it('lists and opens bulletins and other publications, newest first, by year', async () => {
    for (const path of ['/api/bulletins', '/api/other-publications']) {
      const list = await json<ListResponse<{ id: string; date: string; title: string }>>(
        `${path}?locale=en&pageSize=5`,
      );
      const dates = list.data.map((item) => item.date);
      expect(dates).toEqual([...dates].sort().reverse());
      const first = list.data[0];
      if (!first) throw new Error(`${path} is empty`);
      const year = Number(first.date.slice(0, 4));
      const byYear = await json<ListResponse<{ date: string }>>(`${path}?year=${year}`);
      expect(byYear.data.length).toBeGreaterThan(0);
      expect(byYear.data.every((item) => item.date.startsWith(String(year)))).toBe(true);
      const detail = await json<{ data: { id: string; title: string } }>(`${path}/${first.id}?locale=en`);
      expect(detail.data).toMatchObject({ id: first.id, title: first.title });
    }
    const bulletin = (await json<ListResponse<Record<string, unknown>>>('/api/bulletins?pageSize=1')).data[0];
    expect(bulletin).toEqual(
      expect.objectContaining({ edition: expect.any(String), circularNumber: expect.any(String) }),
    );
    expect((await get('/api/other-publications/nope')).statusCode).toBe(404);
  });

  it('searches events, announcements, bulletins and other publications by title in the page’s language', async () => {
    const titles = async (path: string, query: string) =>
      (await json<ListResponse<{ title: string }>>(`${path}?pageSize=100&${query}`)).data.map((item) => item.title);
    // The seed's 14 events take three kinds in turn; the third (index 2, 5, 8, 11) is the S-INVEST workshop.
    const workshops = await titles('/api/events', 'q=S-INVEST%20Workshop&locale=en');
    expect(workshops.sort()).toEqual(['1', '2', '3', '4'].map((n) => `S-INVEST Workshop for Investment Managers ${n}`));
    expect(await titles('/api/events', 'q=Lokakarya%20S-INVEST&locale=id')).toHaveLength(4);
    expect(await titles('/api/events', 'q=Lokakarya%20S-INVEST&locale=en')).toEqual([]);
    // The 120 announcements: every sixth is an ISIN code's issuance (ann-0005, ann-0011, …).
    expect(await titles('/api/announcements', 'q=Issuance%20of%20ISIN%20Code&locale=en')).toHaveLength(20);
    expect(await titles('/api/announcements', 'q=Penerbitan%20Kode%20ISIN&locale=id')).toHaveLength(20);
    expect(await titles('/api/announcements', 'q=Penerbitan%20Kode%20ISIN&locale=en')).toEqual([]);
    // 16 Fokuss bulletins; 12 reports, every other one annual.
    expect(await titles('/api/bulletins', 'q=Fokuss%20Bulletin&locale=en')).toHaveLength(16);
    expect(await titles('/api/bulletins', 'q=Buletin%20Fokuss&locale=id')).toHaveLength(16);
    expect(await titles('/api/bulletins', 'q=Buletin%20Fokuss&locale=en')).toEqual([]);
    const annual = await titles('/api/other-publications', 'q=annual%20report&locale=en');
    expect(annual).toHaveLength(6);
    expect(annual.every((title) => title.startsWith('Annual Report '))).toBe(true);
    expect(await titles('/api/other-publications', 'q=Laporan%20Tahunan&locale=id')).toHaveLength(6);
  });

  it('lists events by year and opens one by its slug', async () => {
    const all = await json<ListResponse<{ slug: string; date: string; title: string }>>(
      '/api/events?pageSize=100&locale=en',
    );
    expect(all.meta.total).toBe(14);
    const year = Number(all.data[all.data.length - 1]?.date.slice(0, 4));
    const inYear = all.data.filter((item) => item.date.startsWith(String(year)));
    const byYear = await json<ListResponse<{ slug: string }>>(`/api/events?pageSize=100&year=${year}`);
    expect(inYear.length).toBeGreaterThan(0);
    expect(inYear.length).toBeLessThan(14);
    expect(byYear.data.map((item) => item.slug).sort()).toEqual(inYear.map((item) => item.slug).sort());
    const first = all.data[0];
    if (!first) throw new Error('the seed has no events');
    expect((await json<{ data: unknown }>(`/api/events/${first.slug}?locale=en`)).data).toEqual(first);
  });

  it('opens one announcement by its id; an unknown id is 404', async () => {
    const one = await json<{ data: { id: string; type: string; title: string } }>(
      '/api/announcements/ann-0005?locale=en',
    );
    expect(one.data).toMatchObject({ id: 'ann-0005', type: 'isin' });
    expect(one.data.title).toMatch(/^Issuance of ISIN Code for Securities /);
    expect((await get('/api/announcements/ann-9999')).statusCode).toBe(404);
  });

  it('lists both boards, or one, in their order, and opens a member by slug', async () => {
    type Member = { slug: string; board: string; name: string };
    const all = await json<ListResponse<Member>>('/api/management?pageSize=100&locale=en');
    // The seed's four commissioners and four directors, commissioners first.
    expect(all.data.map((member) => member.board)).toEqual([
      ...Array(4).fill('commissioners'),
      ...Array(4).fill('directors'),
    ]);
    const commissioners = await json<ListResponse<Member>>('/api/management?board=commissioners&locale=en');
    expect(commissioners.data).toEqual(all.data.slice(0, 4));
    const member = all.data[5];
    if (!member) throw new Error('the seed has fewer than six members');
    expect((await json<{ data: Member }>(`/api/management/${member.slug}?locale=en`)).data).toEqual(member);
    expect((await get('/api/management/nobody-here')).statusCode).toBe(404);
  });

  it('answers a content page’s summary in its language, as stored', async () => {
    const rows = await server.db.query<{ key: string; summary_id: string; summary_en: string }>(
      `select key, summary_id, summary_en from content_pages where summary_en <> '' order by key limit 1`,
    );
    const row = rows[0];
    if (!row) throw new Error('no seeded content page has a summary');
    const en = await json<{ data: { summary?: string } }>(`/api/pages/${row.key}?locale=en`);
    const id = await json<{ data: { summary?: string } }>(`/api/pages/${row.key}`);
    expect(en.data.summary).toBe(row.summary_en);
    expect(id.data.summary).toBe(row.summary_id);
  });

  it('lists vacancies by division and status, or all of them', async () => {
    type Vacancy = { slug: string; division: string; status: string };
    const list = async (query: string) =>
      (await json<ListResponse<Vacancy>>(`/api/vacancies?pageSize=100&${query}`)).data;
    // The seed's nine positions: three in IT, three in operations, two legal, one human capital; every
    // third (the 3rd, 6th and 9th) already filled.
    const all = await list('');
    expect(all).toHaveLength(9);
    expect(all.filter((item) => item.status === 'filled')).toHaveLength(3);
    const operations = await list('division=operations');
    expect(operations.map((item) => item.division)).toEqual(['operations', 'operations', 'operations']);
    const openIt = await list('division=information-technology&status=open');
    expect(openIt.map((item) => `${item.division}/${item.status}`)).toEqual([
      'information-technology/open',
      'information-technology/open',
    ]);
    expect((await list('status=filled')).map((item) => item.status)).toEqual(['filled', 'filled', 'filled']);
  });

  it('answers the other lists and details', async () => {
    expect((await json<ListResponse<unknown>>('/api/events')).meta.total).toBeGreaterThanOrEqual(10);
    expect((await json<ListResponse<unknown>>('/api/bulletins')).meta.total).toBeGreaterThanOrEqual(12);
    expect((await json<ListResponse<unknown>>('/api/other-publications')).meta.total).toBeGreaterThanOrEqual(10);
    const members = await json<ListResponse<Record<string, unknown>>>('/api/management?board=directors&locale=en');
    expect(members.data.length).toBeGreaterThan(0);
    expect(members.data.every((member) => member['board'] === 'directors')).toBe(true);
    expect(Object.keys(members.data[0] ?? {}).sort()).toEqual(
      [
        'appointedSince',
        'board',
        'born',
        'citizenship',
        'experience',
        'lastEducation',
        'name',
        'position',
        'sample',
        'slug',
      ].sort(),
    );
    const holders = await json<ListResponse<{ percentage: number }>>('/api/shareholders');
    expect(holders.data.reduce((sum, holder) => sum + holder.percentage, 0)).toBeCloseTo(100, 1);
    // The seed's three AKSes questions, in their order, and none of another category ('What is C-BEST?').
    const faq = await json<ListResponse<{ category: string; question: string }>>(
      '/api/faq?category=akses&pageSize=100&locale=en',
    );
    expect(faq.data.map((item) => `${item.category}: ${item.question}`)).toEqual([
      'akses: What is AKSes?',
      'akses: How do I register for AKSes?',
      'akses: I forgot my AKSes password. What should I do?',
    ]);
    const services = await json<ListResponse<{ question: string }>>(
      '/api/faq?category=services&pageSize=100&locale=en',
    );
    expect(services.data.map((item) => item.question)).toContain('What is C-BEST?');
    expect(services.data.map((item) => item.question)).not.toContain('What is AKSes?');
    expect((await json<ListResponse<unknown>>('/api/faq-categories')).meta.total).toBeGreaterThanOrEqual(4);
    // One question by its id: the seed numbers the legacy site's three questions first, then its samples.
    const question = await json<{ data: { id: string; category: string; question: string } }>(
      '/api/faq/faq-004?locale=en',
    );
    expect(question.data).toMatchObject({ id: 'faq-004', category: 'services', question: 'What is C-BEST?' });
    expect((await get('/api/faq/faq-999')).statusCode).toBe(404);
    const open = await json<ListResponse<{ status: string }>>('/api/vacancies?status=open&pageSize=100');
    expect(open.data.length).toBeGreaterThan(0);
    expect(open.data.every((item) => item.status === 'open')).toBe(true);
    const vacancy = await json<{ data: { specifications: string[]; qualificationRequirements: string[] } }>(
      '/api/vacancies/contoh-lowongan',
    );
    expect(vacancy.data.specifications.length).toBeGreaterThan(0);
    expect((await json<ListResponse<unknown>>('/api/divisions')).meta.total).toBeGreaterThanOrEqual(3);
    const schedule = await json<ListResponse<{ sample: boolean }>>('/api/instruction-schedule?pageSize=100');
    expect(schedule.meta.total).toBeGreaterThanOrEqual(8);
    // The times are invented for this rebuild: each entry says so, for the page's sample notice.
    expect(schedule.data.map((entry) => entry.sample)).toEqual(schedule.data.map(() => true));
    const products = await json<ListResponse<{ type: string }>>(
      '/api/investment-products?type=mutual-fund&pageSize=100',
    );
    expect(products.data.length).toBeGreaterThanOrEqual(10);
    const bbca = await json<{ data: { isin: string } }>('/api/investment-products/bbca');
    expect(bbca.data.isin).toBe('ID1000109507');
    const figures =
      await json<ListResponse<{ key: string; value: number; asOf: string; sourceUrl: string }>>('/api/key-figures');
    expect(figures.data[0]).toMatchObject({ key: 'investors', value: 17016329, asOf: '2025-07-03' });
  });

  it('searches investment products by code, issuer or ISIN, and sorts them by name', async () => {
    type Product = { code: string; name: string; issuer: string; isin: string | null };
    const codes = async (query: string) =>
      (await json<ListResponse<Product>>(`/api/investment-products?pageSize=100&${query}`)).data.map((p) => p.code);
    const shares = await json<ListResponse<Product>>('/api/investment-products?type=equity-securities&pageSize=100');
    // A share with an issuer and an ISIN, each searched for on its own.
    const share = shares.data.find((item) => item.issuer !== '' && item.isin);
    if (!share?.isin) throw new Error('the seed has no share with an issuer and an ISIN');
    expect(await codes(`q=${share.isin}`)).toEqual([share.code]);
    expect(await codes(`q=${share.isin.slice(2, 9)}`)).toContain(share.code);
    expect(await codes(`q=${share.code.toLowerCase()}`)).toContain(share.code);
    const byIssuer = await json<ListResponse<Product>>(
      `/api/investment-products?pageSize=100&q=${encodeURIComponent(share.issuer)}`,
    );
    expect(byIssuer.data.map((item) => item.code)).toContain(share.code);
    expect(byIssuer.data.every((item) => item.issuer === share.issuer || item.name === share.issuer)).toBe(true);
    expect(await codes('q=no%20such%20product%20zzz')).toEqual([]);
    // By name, then code: the order the database gives for the same rows.
    const byName = await codes('type=equity-securities&sort=name');
    const expected = await server.db.query<{ code: string }>(
      `select code from securities where code = any($1) order by coalesce(description, issuer, code), code`,
      [shares.data.map((item) => item.code)],
    );
    expect(byName.length).toBe(100);
    expect(byName.filter((code) => expected.some((row) => row.code === code))).toEqual(
      expected.map((row) => row.code).filter((code) => byName.includes(code)),
    );
    expect(byName).not.toEqual(shares.data.map((item) => item.code));
  });

  it('opens one regulation by its id in either language; an unknown id is 404', async () => {
    const list = await json<ListResponse<{ id: string; title: string; number: string }>>(
      '/api/regulations?pageSize=3&locale=en',
    );
    const first = list.data[0];
    if (!first) throw new Error('the seed has no regulations');
    const one = await json<{ data: { id: string; title: string; number: string } }>(
      `/api/regulations/${first.id}?locale=en`,
    );
    expect(one.data).toEqual(list.data[0]);
    const [row] = await server.db.query<{ title_id: string }>('select title_id from regulations where id = $1', [
      first.id,
    ]);
    expect((await json<{ data: { title: string } }>(`/api/regulations/${first.id}`)).data.title).toBe(row?.title_id);
    expect((await get('/api/regulations/999999')).statusCode).toBe(404);
  });

  it('rejects bad parameters with 400, naming each field in the request locale', async () => {
    const id = await get('/api/press-releases?pageSize=101&page=0');
    expect(id.statusCode).toBe(400);
    const body = id.json<{ error: { code: string; message: string; fields: { name: string; message: string }[] } }>();
    expect(body.error.code).toBe('bad_request');
    expect(body.error.fields.map((field) => field.name).sort()).toEqual(['page', 'pageSize']);
    expect(body.error.message).toMatch(/Parameter "pageSize" maksimal 100/);
    const en = await get('/api/regulations?category=nope&locale=en');
    expect(en.statusCode).toBe(400);
    expect(en.json<{ error: { message: string } }>().error.message).toMatch(/Parameter "category" must be one of/);
    expect((await get('/api/announcements?month=2024-13')).statusCode).toBe(400);
    expect((await get('/api/announcements?date=2024-02-31')).statusCode).toBe(400);
    expect((await get('/api/press-releases?sort=title')).statusCode).toBe(400);
    expect((await get('/api/search')).json<{ error: { fields: { name: string }[] } }>().error.fields[0]?.name).toBe(
      'q',
    );
  });

  it('answers 404 in the one error format for unknown slugs and routes', async () => {
    for (const url of [
      '/api/press-releases/nope',
      '/api/vacancies/nope',
      '/api/events/nope',
      '/api/pages/nope',
      '/api/investment-products/NOPE',
      '/api/no-such-thing',
    ]) {
      const response = await get(`${url}?locale=en`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'not_found', message: 'The data you are looking for is not available or has been deleted.' },
      });
    }
    expect((await get('/api/press-releases/nope')).json()).toEqual({
      error: { code: 'not_found', message: 'Data yang Anda cari tidak tersedia atau telah dihapus.' },
    });
  });

  it('sets a strong ETag and a one-minute cache, and answers 304 when it matches', async () => {
    const first = await get('/api/events?pageSize=3');
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const again = await get('/api/events?pageSize=3', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get('/api/events?pageSize=3&locale=en', { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    expect(other.headers['etag']).not.toBe(etag);
  });
});
