import { checkFile, formatSize, kindsOf } from '../../src/forms/file-check';

/** A form's own limits, not the evidence contract's: PDF or PNG, at most 1000 bytes. */
const LIMITS = { accept: '.pdf,.png,application/pdf,image/png', maxBytes: 1000 };

describe('the file check: a file of the given kinds, at most the given bytes', () => {
  it('takes a given kind up to the limit, and refuses 1 byte more', () => {
    expect(checkFile({ name: 'a.PDF', size: 1000, type: 'application/pdf' }, LIMITS)).toBeUndefined();
    expect(checkFile({ name: 'a.png', size: 1, type: '' }, LIMITS)).toBeUndefined();
    expect(checkFile({ name: 'a.pdf', size: 1001, type: 'application/pdf' }, LIMITS)).toBe('size');
  });

  it('refuses another kind by name or declared type, and an empty file', () => {
    expect(checkFile({ name: 'a.jpg', size: 10, type: 'image/jpeg' }, LIMITS)).toBe('type');
    expect(checkFile({ name: 'a.pdf', size: 10, type: 'image/jpeg' }, LIMITS)).toBe('type');
    expect(checkFile({ name: 'a.pdf', size: 0, type: 'application/pdf' }, LIMITS)).toBe('empty');
  });

  it('reads an empty part (no name, no bytes) as no file', () => {
    expect(checkFile({ name: '', size: 0, type: 'application/octet-stream' }, LIMITS)).toBeUndefined();
    expect(checkFile(undefined, LIMITS)).toBeUndefined();
  });

  it('names the kinds and sizes as a visitor reads them, in both locales', () => {
    expect(kindsOf(LIMITS.accept)).toBe('.pdf, .png');
    expect(formatSize(1536, 'en')).toBe('1.5 KB');
    expect(formatSize(1536, 'id')).toBe('1,5 KB');
    expect(formatSize(2 * 1024 * 1024, 'en')).toBe('2 MB');
  });
});
