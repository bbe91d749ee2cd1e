/**
 * What a visitor's text may not carry, as the browser and the server both check it: an e-mail address
 * that is more than a mailbox (header fields smuggled into a `mailto:` link), and control characters
 * no person types. The refusals' words are written out here in both languages.
 */
import { checkField, CONTACT_FIELDS, formMessage, isEmail, REPORT_FIELDS } from '../src/api/forms.js';

const TODAY = '2026-11-28';

describe('e-mail addresses: a mailbox a person types, nothing a mailto: link would read as a header', () => {
  it.each([
    ['a question mark starting a query', 'x?bcc=spy@evil.example'],
    ['a Bcc header with an encoded @ and a body', 'x?bcc=spy%40evil.example&body=hi@evil.example'],
    ['an ampersand', 'a&b@contoh.co.id'],
    ['an equals sign', 'a=b@contoh.co.id'],
    ['a percent sign', 'a%20b@contoh.co.id'],
    ['a double quote', '"nama"@contoh.co.id'],
    ['a tab', 'nama\t@contoh.co.id'],
    ['a line feed', 'nama\n@contoh.co.id'],
    ['a NUL', 'nama\u0000@contoh.co.id'],
    ['a local part starting with a dot', '.nama@contoh.co.id'],
    ['a local part ending with a dot', 'nama.@contoh.co.id'],
    ['a local part of 65 characters', `${'a'.repeat(65)}@contoh.co.id`],
  ])('refuses %s', (_name, value) => {
    expect(isEmail(value)).toBe(false);
    expect(checkField(CONTACT_FIELDS.email, value, TODAY)?.code).toMatch(/^(email|control)$/);
  });

  it.each([
    ['plus addressing', 'siti+ksei@contoh.co.id'],
    ['an apostrophe', "o'brien@mail.example.org"],
    ['the other atom characters', "a.b!c#d$e'f*g+h/i^j_k`l{m|n}o~p-q@contoh.co.id"],
    ['a local part of 64 characters', `${'a'.repeat(64)}@contoh.co.id`],
  ])('takes %s', (_name, value) => {
    expect(isEmail(value)).toBe(true);
  });

  it('refuses an address over 254 characters with the length message, not the format one', () => {
    const long = `nama@${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(55)}.id`;
    expect([...long].length).toBe(255);
    expect(checkField(REPORT_FIELDS.reporterEmail, long, TODAY)).toEqual({ code: 'tooLong', limit: 254 });
  });
});

describe('control characters in any text field', () => {
  it.each([
    ['NUL', '\u0000'],
    ['U+0001', '\u0001'],
    ['a vertical tab', '\u000b'],
    ['escape', '\u001b'],
    ['DEL', '\u007f'],
    ['the C1 next-line control', '\u0085'],
  ])('refuses %s inside a name, with its own message in both languages', (_name, control) => {
    const error = checkField(CONTACT_FIELDS.fullName, `Siti${control}Rahmawati`, TODAY);
    expect(error).toEqual({ code: 'control' });
    expect(formMessage({ code: 'control' }, 'id')).toBe(
      'Hapus karakter kontrol tak terlihat (seperti NUL) dari isian ini; tab dan baris baru boleh.',
    );
    expect(formMessage({ code: 'control' }, 'en')).toBe(
      'Remove the invisible control characters (such as NUL) from this field; tabs and new lines are fine.',
    );
  });

  it('keeps tabs, new lines and returns in a message', () => {
    const message = 'Baris pertama,\r\n\tbaris kedua.\nBaris ketiga yang cukup panjang.';
    expect(checkField(CONTACT_FIELDS.message, message, TODAY)).toBeUndefined();
  });

  it('stores bidirectional overrides (the inbox isolates them where it shows them)', () => {
    expect(checkField(CONTACT_FIELDS.fullName, 'Siti \u202eRahmawati\u202c', TODAY)).toBeUndefined();
    expect(checkField(CONTACT_FIELDS.fullName, 'Siti \u2066Rahmawati\u2069', TODAY)).toBeUndefined();
  });
});
