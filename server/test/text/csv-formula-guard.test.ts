import { useTestServer } from '../support/fixtures.js';

/**
 * RFC 4180 fields of a CSV body (after its byte-order mark): quoted fields may hold commas, quotes
 * and line breaks; a record ends at CRLF. Written here so the check does not lean on the server's
 * own writer.
 */
function parseCsv(body: string): string[][] {
  const text = body.replace(/^\uFEFF/, '');
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += char;
  }
  expect(field).toBe('');
  expect(record).toEqual([]);
  return records;
}

/**
 * Text a spreadsheet may run as a formula: a formula behind a tab or a carriage return (which some
 * spreadsheets skip before reading the cell) as much as one starting with `=`.
 */
const TAB_FORMULA = '\t=HYPERLINK("http://evil.example","open")';
const CR_FORMULA = '\r=1+2';

describe('CSV downloads neutralise cells starting with a tab or a carriage return', () => {
  const server = useTestServer({
    beforeBuild: async (db) => {
      await db.query(
        `insert into securities (code, type, description, issuer, status) values
           ('TABX', 'EQUITY', $1, 'PT Tab Tbk', 'ACTIVE'),
           ('CRXX', 'EQUITY', 'Carriage return', $2, 'ACTIVE')`,
        [TAB_FORMULA, CR_FORMULA],
      );
      await db.query(`insert into statistics_security_counts (as_of, type, count) values
        ('2024-03-28', E'\\tBOND', 7), ('2024-03-28', E'\\rEQUITY', 9)`);
    },
  });

  it('the securities lookup CSV writes them with a leading apostrophe', async () => {
    const response = await server().app.inject('/api/securities.csv?locale=en&sort=code');
    expect(response.statusCode).toBe(200);
    const [heading, ...rows] = parseCsv(response.body);
    expect(heading?.slice(0, 6)).toEqual(['Code', 'ISIN Code', 'Security Name', 'Type', 'Issuer', 'Status']);
    expect(rows.map((row) => row.slice(0, 6))).toEqual([
      ['CRXX', '', 'Carriage return', 'EQUITY', `'${CR_FORMULA}`, 'ACTIVE'],
      ['TABX', '', `'${TAB_FORMULA}`, 'EQUITY', 'PT Tab Tbk', 'ACTIVE'],
    ]);
  });

  it('the security counts CSV writes them with a leading apostrophe', async () => {
    const response = await server().app.inject('/api/statistics/security-counts.csv?locale=en');
    expect(response.statusCode).toBe(200);
    expect(parseCsv(response.body)).toEqual([
      ['Date', 'Security type', 'Securities'],
      // In type order, whether the collation compares the tab and carriage return or skips them.
      ['2024-03-28', "'\tBOND", '7'],
      ['2024-03-28', "'\rEQUITY", '9'],
    ]);
  });
});
