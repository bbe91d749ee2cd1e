/**
 * The content types' declaration, which the editor and the server both validate with: what a draft may
 * hold, what review needs, and each language part's state.
 */
import { contentProblems, isCalendarDate, missingFields, partStates, type ContentData } from '../src/api/publishing';

const COMPLETE: ContentData = {
  shared: { type: 'corporate-action', date: '2026-11-27', referenceNumber: 'KSEI-1/JKU/1126', notice: 'new' },
  parts: { id: { title: 'Judul' }, en: { title: 'Title' } },
};

describe('the announcement declaration', () => {
  it('lets a draft be incomplete but not wrong: unknown fields, over-long text, impossible dates, other choices', () => {
    expect(contentProblems('announcement', { shared: {}, parts: {} })).toEqual([]);
    expect(
      contentProblems('announcement', {
        shared: { date: '2026-02-29', notice: 'withdrawn', colour: 'red', referenceNumber: 'x'.repeat(81) },
        parts: { en: { title: 'y'.repeat(301) }, id: { title: 'a\u0000b' } },
      }),
    ).toEqual([
      { field: 'shared.colour', problem: 'unknownField' },
      { field: 'shared.date', problem: 'invalidDate' },
      { field: 'shared.referenceNumber', problem: 'tooLong', limit: 80 },
      { field: 'shared.notice', problem: 'invalidChoice' },
      { field: 'id.title', problem: 'invalidCharacters' },
      { field: 'en.title', problem: 'tooLong', limit: 300 },
    ]);
    // The limits themselves are allowed.
    expect(
      contentProblems('announcement', {
        shared: { ...COMPLETE.shared, referenceNumber: 'x'.repeat(80), date: '2028-02-29' },
        parts: { id: { title: 'y'.repeat(300) } },
      }),
    ).toEqual([]);
  });

  it('knows real calendar dates between 1900 and 2100 only', () => {
    expect(['2026-02-28', '2024-02-29', '1900-01-01', '2100-12-31'].map(isCalendarDate)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(
      ['2026-02-29', '2026-13-01', '2026-04-31', '1899-12-31', '2101-01-01', '26-1-1'].map(isCalendarDate),
    ).toEqual([false, false, false, false, false, false]);
  });

  it('names what review still needs: the shared fields, and each asked language’s', () => {
    expect(missingFields('announcement', COMPLETE, ['id', 'en'])).toEqual([]);
    expect(
      missingFields('announcement', { shared: { ...COMPLETE.shared, date: ' ' }, parts: { id: { title: '' } } }, [
        'id',
        'en',
      ]),
    ).toEqual([
      { field: 'shared.date', problem: 'required' },
      { field: 'id.title', problem: 'required' },
      { field: 'en.title', problem: 'required' },
    ]);
  });

  it('says a part is missing, outdated when the other changed after it, or ready', () => {
    expect(partStates('announcement', COMPLETE, { id: '2026-11-27T01:00:00Z', en: '2026-11-27T01:00:00Z' })).toEqual({
      id: 'ready',
      en: 'ready',
    });
    // Indonesian changed an hour after English: English is outdated (times compared as times, not text).
    expect(
      partStates('announcement', COMPLETE, { id: '2026-11-27T09:00:00+07:00', en: '2026-11-27T01:00:00.000Z' }),
    ).toEqual({ id: 'ready', en: 'outdated' });
    expect(partStates('announcement', { ...COMPLETE, parts: { id: { title: 'Judul' } } }, {})).toEqual({
      id: 'ready',
      en: 'missing',
    });
    expect(partStates('announcement', { ...COMPLETE, parts: { id: { title: '' }, en: { title: 'T' } } }, {})).toEqual({
      id: 'missing',
      en: 'ready',
    });
  });
});
