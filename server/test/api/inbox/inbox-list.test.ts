/**
 * The reports list: each filter (status, type, Jakarta days, overdue), paging and its bounds, and the
 * deadlines and overdue flags, on reports with the test's own dates (the directive's 7 days and 3
 * months worked out by hand below, not by the code under test).
 */
import type { InboxReportList } from '@ksei/shared/node';
import { describeEachEngine } from '../../support/engines.js';
import { insertReport, staffGet, useInboxServer, type ReportRow } from '../../support/inbox.js';

const NOW = new Date('2026-05-01T03:00:00.000Z');

const REPORTS: ReportRow[] = [
  // 00:30 on 10 January in Jakarta; never acknowledged, never answered: both deadlines passed.
  {
    reference: 'WB-LIST0001',
    submittedAt: '2026-01-09T17:30:00.000Z',
    acknowledgeBy: '2026-01-16T17:30:00.000Z',
    feedbackBy: '2026-04-16T17:30:00.000Z',
  },
  // 23:59 on 9 January in Jakarta; acknowledged and answered in time.
  {
    reference: 'WB-LIST0002',
    status: 'acknowledged',
    type: 'harassment',
    submittedAt: '2026-01-09T16:59:00.000Z',
    acknowledgedAt: '2026-01-12T03:00:00.000Z',
    firstReplyAt: '2026-02-01T03:00:00.000Z',
    acknowledgeBy: '2026-01-16T16:59:00.000Z',
    feedbackBy: '2026-04-12T03:00:00.000Z',
  },
  {
    reference: 'WB-LIST0003',
    status: 'in_review',
    submittedAt: '2026-04-28T03:00:00.000Z',
    acknowledgedAt: '2026-04-29T03:00:00.000Z',
    acknowledgeBy: '2026-05-05T03:00:00.000Z',
    feedbackBy: '2026-07-29T03:00:00.000Z',
  },
  // Closed before anything was sent: past both deadlines, but closed is never overdue.
  {
    reference: 'WB-LIST0004',
    status: 'closed',
    submittedAt: '2026-01-05T03:00:00.000Z',
    closedAt: '2026-02-01T03:00:00.000Z',
    acknowledgeBy: '2026-01-12T03:00:00.000Z',
    feedbackBy: '2026-04-12T03:00:00.000Z',
  },
  // Acknowledged, no reply, three months after the acknowledgement have passed.
  {
    reference: 'WB-LIST0005',
    status: 'acknowledged',
    type: 'embezzlement',
    submittedAt: '2026-01-20T03:00:00.000Z',
    acknowledgedAt: '2026-01-21T03:00:00.000Z',
    acknowledgeBy: '2026-01-27T03:00:00.000Z',
    feedbackBy: '2026-04-21T03:00:00.000Z',
  },
  {
    reference: 'WB-LIST0006',
    submittedAt: '2026-04-30T03:00:00.000Z',
    acknowledgeBy: '2026-05-07T03:00:00.000Z',
    feedbackBy: '2026-08-07T03:00:00.000Z',
  },
];

describeEachEngine('inbox: the reports list', (engine) => {
  const server = useInboxServer(engine);

  beforeAll(async () => {
    for (const report of REPORTS) await insertReport(server().db, server().config.forms.keys, report);
  });
  beforeEach(() => server().setNow(NOW));

  async function list(query: string): Promise<InboxReportList> {
    const response = await staffGet(server(), `/api/inbox/reports?${query}`, server().tokens.reader);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json() as InboxReportList;
  }
  const references = (answer: InboxReportList) => answer.data.map((report) => report.reference);

  it('lists every report newest first, 25 a page by default', async () => {
    const answer = await list('');
    expect(references(answer)).toEqual([
      'WB-LIST0006',
      'WB-LIST0003',
      'WB-LIST0005',
      'WB-LIST0001',
      'WB-LIST0002',
      'WB-LIST0004',
    ]);
    expect(answer.meta).toEqual({ page: 1, pageSize: 25, total: 6, totalPages: 1 });
  });

  it('filters by status and by violation type', async () => {
    expect(references(await list('status=received'))).toEqual(['WB-LIST0006', 'WB-LIST0001']);
    expect(references(await list('status=closed'))).toEqual(['WB-LIST0004']);
    expect(references(await list('type=bribery'))).toEqual([
      'WB-LIST0006',
      'WB-LIST0003',
      'WB-LIST0001',
      'WB-LIST0004',
    ]);
    expect(references(await list('type=harassment&status=acknowledged'))).toEqual(['WB-LIST0002']);
  });

  it('filters by submission day in Jakarta, both ends included', async () => {
    // 17:30 UTC on the 9th is the 10th in Jakarta; 16:59 UTC is still the 9th.
    expect(references(await list('from=2026-01-10&to=2026-01-10'))).toEqual(['WB-LIST0001']);
    expect(references(await list('to=2026-01-09'))).toEqual(['WB-LIST0002', 'WB-LIST0004']);
    expect(references(await list('from=2026-04-28'))).toEqual(['WB-LIST0006', 'WB-LIST0003']);
  });

  it('filters overdue reports (a deadline passed, still open) and the rest', async () => {
    expect(references(await list('overdue=true'))).toEqual(['WB-LIST0005', 'WB-LIST0001']);
    expect(references(await list('overdue=false'))).toEqual([
      'WB-LIST0006',
      'WB-LIST0003',
      'WB-LIST0002',
      'WB-LIST0004',
    ]);
  });

  it('answers each report with its deadlines and which of them is overdue', async () => {
    const byReference = new Map((await list('')).data.map((report) => [report.reference, report]));
    expect(byReference.get('WB-LIST0001')).toMatchObject({
      status: 'received',
      violationType: 'bribery',
      submittedAt: '2026-01-09T17:30:00.000Z',
      acknowledgedAt: null,
      firstReplyAt: null,
      acknowledgeBy: '2026-01-16T17:30:00.000Z',
      feedbackBy: '2026-04-16T17:30:00.000Z',
      overdue: { acknowledgement: true, feedback: true },
      evidenceCount: 0,
      locale: 'id',
    });
    expect(byReference.get('WB-LIST0002')).toMatchObject({
      violationType: 'harassment',
      acknowledgeBy: '2026-01-16T16:59:00.000Z',
      feedbackBy: '2026-04-12T03:00:00.000Z',
      overdue: { acknowledgement: false, feedback: false },
    });
    expect(byReference.get('WB-LIST0004')?.overdue).toEqual({ acknowledgement: false, feedback: false });
    expect(byReference.get('WB-LIST0005')?.overdue).toEqual({ acknowledgement: false, feedback: true });
  });

  it('turns overdue the moment after a deadline, in the flags and the filter alike', async () => {
    server().setNow(new Date('2026-05-07T03:00:00.000Z'));
    expect(references(await list('overdue=true'))).not.toContain('WB-LIST0006');
    expect((await list('status=received')).data[0]?.overdue.acknowledgement).toBe(false);
    server().setNow(new Date('2026-05-07T03:00:00.001Z'));
    expect(references(await list('overdue=true'))).toContain('WB-LIST0006');
    expect((await list('status=received')).data[0]?.overdue.acknowledgement).toBe(true);
  });

  it('pages: the page asked for, the total and the page count', async () => {
    const answer = await list('page=2&pageSize=2');
    expect(references(answer)).toEqual(['WB-LIST0005', 'WB-LIST0001']);
    expect(answer.meta).toEqual({ page: 2, pageSize: 2, total: 6, totalPages: 3 });
    const past = await list('page=9&pageSize=2');
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(6);
    expect((await list('pageSize=100')).meta.pageSize).toBe(100);
  });

  it('refuses a page size over 100, an unknown status or type and an impossible date, in the asked language', async () => {
    for (const query of ['pageSize=101', 'status=assessing', 'type=fraud', 'from=2026-02-30', 'to=20260101']) {
      const response = await staffGet(server(), `/api/inbox/reports?${query}&locale=en`, server().tokens.reader);
      expect(response.statusCode).toBe(400);
      const body = response.json() as { error: { code: string; message: string; fields: { name: string }[] } };
      expect(body.error.code).toBe('bad_request');
      expect(body.error.fields[0]?.name).toBe(query.split('=')[0]);
      expect(body.error.message).toMatch(/^The request is not valid\./);
    }
  });
});
