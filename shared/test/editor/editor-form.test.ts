/**
 * @jest-environment jsdom
 */
import { wibInstant } from '../../src/editor/wib';
import { contentData, emptyValues, formProblems, type FormValues } from '../../src/editor/form-values';
import { forgetDraft, keepDraft, readKeptDraft, type KeptDraft } from '../../src/editor/kept-drafts';

/** The editor's own words are passed in; the test names them by key. */
const words = (key: string, options?: Readonly<Record<string, unknown>>): string =>
  `${key}${options ? JSON.stringify(options) : ''}`;

function filled(): FormValues {
  const values = emptyValues('announcement');
  return {
    ...values,
    key: 'bbca-dividen-tunai-2026',
    shared: { type: 'corporate-action', date: '2026-11-27', referenceNumber: 'KSEI-1/DIR/1126', notice: 'new' },
    parts: { id: { title: 'Jadwal Dividen Tunai BBCA' }, en: { title: 'BBCA Cash Dividend Schedule' } },
  };
}

describe('the editor form (announcements)', () => {
  it('sends a part nobody wrote in as absent, and a written part whole', () => {
    const values = { ...filled(), parts: { id: { title: 'Jadwal Dividen Tunai BBCA' }, en: { title: '  ' } } };
    expect(contentData(values)).toEqual({
      shared: values.shared,
      parts: { id: { title: 'Jadwal Dividen Tunai BBCA' } },
    });
  });

  it('accepts a complete new item', () => {
    expect(formProblems('announcement', filled(), 'en', true, words)).toEqual({});
  });

  it.each([
    ['an empty key', ''],
    ['capitals', 'BBCA-dividen'],
    ['a space', 'bbca dividen'],
    ['a leading dash', '-bbca'],
    ['an underscore', 'bbca_dividen'],
    ['81 characters (the declared limit is 80)', 'a'.repeat(81)],
  ])('refuses a new item whose key has %s, by the key field', (_name, key) => {
    expect(formProblems('announcement', { ...filled(), key }, 'en', true, words)).toEqual({
      key: 'keyInvalid{"max":80}',
    });
  });

  it('checks no key for an existing item (it cannot change)', () => {
    expect(formProblems('announcement', { ...filled(), key: '' }, 'en', false, words)).toEqual({});
  });

  it('names a title over 300 characters and a date that does not exist, in the page language', () => {
    const values = filled();
    const problems = formProblems(
      'announcement',
      {
        ...values,
        shared: { ...values.shared, date: '2026-02-30' },
        parts: { ...values.parts, en: { title: 'x'.repeat(301) } },
      },
      'id',
      false,
      words,
    );
    expect(problems).toEqual({
      'shared.date': 'Tanggal harus berupa tanggal yang ada (TTTT-BB-HH).',
      'en.title': 'Judul (English) terlalu panjang (maksimal 300 karakter).',
    });
  });

  it('asks a major change for its note in both languages, and no more than 1,000 characters', () => {
    const major = { ...filled(), major: true, changeNote: { id: 'Tanggal pembayaran diubah.', en: '' } };
    expect(formProblems('announcement', major, 'en', false, words)).toEqual({
      'changeNote.en': 'A major change needs a change note in both languages.',
    });
    const long = { ...major, changeNote: { id: 'x'.repeat(1001), en: 'Payment date changed.' } };
    expect(formProblems('announcement', long, 'en', false, words)).toEqual({
      'changeNote.id': 'noteTooLong{"max":1000}',
    });
  });
});

describe('a publishing time typed in WIB', () => {
  it('is read as UTC+7', () => {
    expect(wibInstant('2026-11-29T10:00')).toBe('2026-11-29T03:00:00.000Z');
    expect(wibInstant('2026-12-31T23:30')).toBe('2026-12-31T16:30:00.000Z');
    // To the second, as the input gives it with step 1.
    expect(wibInstant('2026-11-29T10:00:15')).toBe('2026-11-29T03:00:15.000Z');
  });

  it.each(['', '2026-11-29', '2026-11-29 10:00', '2026-13-01T10:00', '2026-11-29T10:00:60', 'tomorrow'])(
    'is no time: %p',
    (value) => {
      expect(wibInstant(value)).toBeNull();
    },
  );
});

describe('drafts kept in the browser', () => {
  const draft: KeptDraft = {
    at: '2026-11-29T03:00:00.000Z',
    version: 4,
    key: 'bbca-dividen-tunai-2026',
    data: { shared: { type: 'corporate-action' }, parts: { en: { title: 'BBCA Cash Dividend Schedule' } } },
    major: true,
    changeNote: { id: 'Catatan', en: 'Note' },
  };

  afterEach(() => window.localStorage.clear());

  it('come back as kept, one per item, until forgotten', () => {
    keepDraft('announcement', 12, draft);
    keepDraft('announcement', 'new', { ...draft, version: 0 });
    expect(readKeptDraft('announcement', 12)).toEqual(draft);
    expect(readKeptDraft('announcement', 'new')?.version).toBe(0);
    expect(readKeptDraft('announcement', 13)).toBeNull();
    forgetDraft('announcement', 12);
    expect(readKeptDraft('announcement', 12)).toBeNull();
    expect(readKeptDraft('announcement', 'new')).not.toBeNull();
  });

  it('read anything unreadable as none', () => {
    window.localStorage.setItem('ksei.editor.announcement.12', '{not json');
    expect(readKeptDraft('announcement', 12)).toBeNull();
    window.localStorage.setItem('ksei.editor.announcement.12', JSON.stringify({ ...draft, data: null }));
    expect(readKeptDraft('announcement', 12)).toBeNull();
  });

  it('keep nothing larger than 64 KB of text', () => {
    keepDraft('announcement', 12, { ...draft, data: { shared: {}, parts: { id: { title: 'x'.repeat(70_000) } } } });
    expect(readKeptDraft('announcement', 12)).toBeNull();
  });
});
