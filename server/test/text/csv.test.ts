import type { SecuritySummary } from '@ksei/shared/node';
import { toCsv } from '../../src/text/csv.js';
import { securitiesCsv } from '../../src/domains/securities/csv.js';

/** A lookup row with every column filled; each test changes the cells it is about. */
const ROW: SecuritySummary = {
  code: 'BBCA',
  isin: 'ID1000109507',
  description: 'Bank Central Asia Tbk.',
  type: 'EQUITY',
  issuer: 'PT Bank Central Asia Tbk',
  status: 'ACTIVE',
  stockExchange: 'IDX',
  listingDate: '2000-05-31',
  currency: 'IDR',
  maturityDate: '2031-01-06',
  nominalValue: 12.5,
  numberOfSecurities: 123275050000,
  sample: false,
};

/** The cells of the first data line, split on the commas between them (only for rows without quoted commas). */
function cells(row: Partial<SecuritySummary>, locale: 'id' | 'en' = 'en'): string[] {
  const lines = securitiesCsv([{ ...ROW, ...row }], locale).split('\r\n');
  return (lines[1] ?? '').split(',');
}

describe("CSV downloads, through the securities lookup's columns", () => {
  it('writes a whole row in column order, after a byte-order mark and the heading, with CRLF line ends', () => {
    const csv = securitiesCsv([ROW], 'en');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Code,ISIN Code,Security Name,Type,Issuer,Status,Stock Exchange,Listing Date,Currency,Maturity Date,' +
        'Nominal Value,Number of Securities,Sample Data',
      'BBCA,ID1000109507,Bank Central Asia Tbk.,EQUITY,PT Bank Central Asia Tbk,ACTIVE,IDX,2000-05-31,IDR,' +
        '2031-01-06,12.5,123275050000,no',
      '',
    ]);
  });

  it('leaves an unknown value empty', () => {
    expect(cells({ isin: null, maturityDate: null, nominalValue: null })).toEqual([
      'BBCA',
      '',
      'Bank Central Asia Tbk.',
      'EQUITY',
      'PT Bank Central Asia Tbk',
      'ACTIVE',
      'IDX',
      '2000-05-31',
      'IDR',
      '',
      '',
      '123275050000',
      'no',
    ]);
  });

  it('writes numbers as plain digits: never in exponent form, never guarded as a formula', () => {
    // Number(String(1e21)) is 1e21 but its text is "1e+21", which a spreadsheet reads as a rounded float.
    expect(cells({ numberOfSecurities: 1e21 })[11]).toBe('1000000000000000000000');
    expect(cells({ nominalValue: -2.75 })[10]).toBe('-2.75');
    expect(cells({ nominalValue: -40 })[10]).toBe('-40');
  });

  it('says whether a row is sample data in the reader’s language', () => {
    expect(cells({ sample: true }, 'id')[12]).toBe('ya');
    expect(cells({ sample: false }, 'id')[12]).toBe('tidak');
    expect(cells({ sample: true }, 'en')[12]).toBe('yes');
  });

  it('guards text a spreadsheet would run as a formula with a leading apostrophe', () => {
    for (const start of ['=', '+', '-', '@']) {
      expect(cells({ description: `${start}SUM(A1)` })[2]).toBe(`'${start}SUM(A1)`);
    }
  });

  it('quotes text holding a comma, quote or line break, doubling its quotes', () => {
    const csv = securitiesCsv([{ ...ROW, description: 'Seri "A", 2025', issuer: 'PT X\nTbk' }], 'id');
    expect(csv).toContain('\r\nBBCA,ID1000109507,"Seri ""A"", 2025",EQUITY,"PT X\nTbk",ACTIVE,IDX,');
    const carriageReturn = securitiesCsv([{ ...ROW, issuer: 'PT X\rTbk' }], 'id');
    expect(carriageReturn).toContain(',EQUITY,"PT X\rTbk",ACTIVE,');
  });
});

describe('CSV text', () => {
  it('has a heading line, then one line per row, each cell written by the same rules', () => {
    expect(
      toCsv(
        ['A', 'B'],
        [
          [1, '=x'],
          [null, true],
        ],
        'id',
      ),
    ).toBe("\uFEFFA,B\r\n1,'=x\r\n,ya\r\n");
    expect(toCsv(['A'], [], 'en')).toBe('\uFEFFA\r\n');
  });
});
