/**
 * The forms' rules as the browser and the server both run them: what a visitor may type in each kind of
 * field, and the words a refusal uses in each language. Values are written out here (a visitor's
 * numbers and addresses), never read from the rules under test.
 */
import {
  checkField,
  checkFields,
  CONTACT_FIELDS,
  formMessage,
  isEmail,
  isIsoDate,
  isPhone,
  REPORT_FIELDS,
  reporterUnreachable,
  VIOLATION_TYPES,
  type FormErrorCode,
} from '../src/api/forms.js';

const TODAY = '2026-11-26';

describe('phone numbers', () => {
  it.each([
    ['an Indonesian mobile number with spaces', '0812 3456 7890'],
    ["KSEI's Jakarta number with the area code in brackets", '(021) 5152855'],
    ['a toll-free number with dashes', '0800-1-865734'],
    ['the Jakarta number in international form', '+62 21 5152855'],
    ['a mobile number with the country code and no plus', '62 812 3456 7890'],
    ['a Singapore number', '+65 6535 7511'],
    ['dots as separators', '021.515.2855'],
  ])('takes %s (%s)', (_name, value) => {
    expect(isPhone(value)).toBe(true);
    expect(checkField(CONTACT_FIELDS.phone, value, TODAY)).toBeUndefined();
  });

  it.each([
    ['letters', '0812 3456 ABCD'],
    ['an extension written out', '+62 21 5152855 ext 3'],
    ['too few digits for an Indonesian number', '0812 345'],
    ['a number that starts with neither 0, 62 nor +', '812 3456 7890'],
    ['a plus followed by a zero', '+0 21 5152855'],
    ['more digits than E.164 allows', '+62 812 3456 7890 1234'],
    ['only separators', '() - .'],
  ])('refuses %s (%s) with the phone message', (_name, value) => {
    expect(isPhone(value)).toBe(false);
    expect(checkField(CONTACT_FIELDS.phone, value, TODAY)).toEqual({ code: 'phone' });
  });
});

describe('e-mail addresses', () => {
  it.each(['nama@contoh.co.id', 'first.last+ksei@example.com', "o'brien@mail.example.org"])('takes %s', (value) => {
    expect(isEmail(value)).toBe(true);
  });

  it.each([
    ['no @', 'nama.contoh.co.id'],
    ['no dot in the domain', 'nama@localhost'],
    ['two dots in a row', 'nama..saya@contoh.co.id'],
    ['a domain label starting with a dash', 'nama@-contoh.co.id'],
    ['a space', 'nama saya@contoh.co.id'],
    ['two @', 'nama@saya@contoh.co.id'],
  ])('refuses %s (%s)', (_name, value) => {
    expect(isEmail(value)).toBe(false);
    expect(checkField(CONTACT_FIELDS.email, value, TODAY)).toEqual({ code: 'email' });
  });
});

describe('lengths', () => {
  it('counts characters as a visitor sees them: two emoji are a name of two characters', () => {
    // Each emoji is two UTF-16 units: counted in units, one emoji would already pass the minimum of 2.
    expect(checkField(CONTACT_FIELDS.fullName, '😀', TODAY)).toEqual({ code: 'tooShort', limit: 2 });
    expect(checkField(CONTACT_FIELDS.fullName, '😀😀', TODAY)).toBeUndefined();
    expect(checkField(CONTACT_FIELDS.fullName, '😀'.repeat(100), TODAY)).toBeUndefined();
    expect(checkField(CONTACT_FIELDS.fullName, '😀'.repeat(101), TODAY)).toEqual({ code: 'tooLong', limit: 100 });
  });

  it('trims before counting, and a required field of spaces is missing, not short', () => {
    expect(checkField(CONTACT_FIELDS.subject, '   ', TODAY)).toEqual({ code: 'required' });
    expect(checkField(CONTACT_FIELDS.subject, '  ab  ', TODAY)).toEqual({ code: 'tooShort', limit: 3 });
    expect(checkField(CONTACT_FIELDS.subject, '  abc  ', TODAY)).toBeUndefined();
  });

  it('leaves an optional field alone when empty, and checks it when given', () => {
    expect(checkField(REPORT_FIELDS.reporterEmail, '', TODAY)).toBeUndefined();
    expect(checkField(REPORT_FIELDS.reporterEmail, undefined, TODAY)).toBeUndefined();
    expect(checkField(REPORT_FIELDS.reporterEmail, 'bukan-email', TODAY)).toEqual({ code: 'email' });
  });
});

describe('the date of a violation', () => {
  it('takes a real day up to today, a leap day included', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(checkField(REPORT_FIELDS.occurredOn, '2024-02-29', TODAY)).toBeUndefined();
    expect(checkField(REPORT_FIELDS.occurredOn, TODAY, TODAY)).toBeUndefined();
    expect(checkField(REPORT_FIELDS.occurredOn, '1990-01-01', TODAY)).toBeUndefined();
  });

  it('refuses a day that does not exist, another format, and a day before 1990', () => {
    for (const value of ['2023-02-29', '2026-04-31', '2026-13-01', '26-11-2026', '2026/11/26', '1989-12-31']) {
      expect(checkField(REPORT_FIELDS.occurredOn, value, TODAY)).toEqual({ code: 'date' });
    }
  });

  it('refuses tomorrow with its own message', () => {
    expect(checkField(REPORT_FIELDS.occurredOn, '2026-11-27', TODAY)).toEqual({ code: 'dateFuture' });
  });
});

describe('the type of violation', () => {
  it('offers the eleven kinds of the whistleblowing system, and takes only those', () => {
    expect(VIOLATION_TYPES).toHaveLength(11);
    for (const type of VIOLATION_TYPES) expect(checkField(REPORT_FIELDS.violationType, type, TODAY)).toBeUndefined();
    expect(checkField(REPORT_FIELDS.violationType, 'other', TODAY)).toEqual({ code: 'violationType' });
  });
});

describe('a whole form', () => {
  it('names every failing field of an empty contact message, and none of a good one', () => {
    expect(checkFields(CONTACT_FIELDS, {}, TODAY)).toEqual({
      fullName: { code: 'required' },
      subject: { code: 'required' },
      email: { code: 'required' },
      message: { code: 'required' },
    });
    const good = {
      fullName: 'Siti Rahma',
      subject: 'Pertanyaan AKSes',
      email: 'siti@contoh.co.id',
      phone: '0812 3456 7890',
      message: 'Bagaimana cara mendaftar AKSes?',
    };
    expect(checkFields(CONTACT_FIELDS, good, TODAY)).toEqual({});
  });

  it('shows the notice while the reporter gives neither an e-mail address nor a phone number', () => {
    expect(reporterUnreachable({})).toBe(true);
    expect(reporterUnreachable({ reporterName: 'Anon', reporterEmail: '  ', reporterPhone: '' })).toBe(true);
    expect(reporterUnreachable({ reporterEmail: 'a@contoh.co.id' })).toBe(false);
    expect(reporterUnreachable({ reporterPhone: '0812 3456 7890' })).toBe(false);
  });
});

describe('the messages', () => {
  const codes: FormErrorCode[] = [
    'required',
    'tooShort',
    'tooLong',
    'email',
    'phone',
    'date',
    'dateFuture',
    'violationType',
    'evidenceType',
    'evidenceSize',
    'evidenceEmpty',
    'captcha',
    'receipt',
  ];

  it('say every refusal in Indonesian and in English, differently', () => {
    for (const code of codes) {
      const id = formMessage({ code }, 'id');
      const en = formMessage({ code }, 'en');
      expect(id.length).toBeGreaterThan(5);
      expect(en.length).toBeGreaterThan(5);
      expect(id).not.toBe(en);
    }
  });

  it('fill in the limit a length refusal names', () => {
    expect(formMessage({ code: 'tooShort', limit: 30 }, 'id')).toBe('Terlalu pendek: paling sedikit 30 karakter.');
    expect(formMessage({ code: 'tooLong', limit: 100 }, 'en')).toBe('Too long: at most 100 characters.');
  });
});
