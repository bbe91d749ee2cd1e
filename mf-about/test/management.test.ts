import type { ManagementMember, Shareholder } from '@ksei/shared';
import { groupByBoard } from '../src/features/management/api/management';
import { totals } from '../src/features/stakeholders/api/shareholders';

function member(slug: string, board: ManagementMember['board']): ManagementMember {
  return {
    slug,
    board,
    name: slug,
    position: 'x',
    citizenship: 'Indonesia',
    born: 'Jakarta, 1 Januari 1970',
    lastEducation: 'S2',
    appointedSince: '2021',
    experience: [],
    sample: false,
  };
}

describe('management grouping', () => {
  it('puts commissioners first, keeps the API order within a board', () => {
    const groups = groupByBoard([member('d1', 'directors'), member('c1', 'commissioners'), member('d2', 'directors')]);
    expect(groups.map((g) => [g.board, g.members.map((m) => m.slug)])).toEqual([
      ['commissioners', ['c1']],
      ['directors', ['d1', 'd2']],
    ]);
  });
  it('leaves out empty boards', () => {
    expect(groupByBoard([member('d1', 'directors')]).map((g) => g.board)).toEqual(['directors']);
    expect(groupByBoard([])).toEqual([]);
  });
});

describe('shareholder totals', () => {
  it('sums units, value and percentage (rounded to two decimals)', () => {
    const rows: Shareholder[] = [
      { name: 'A', units: 100, value: 1_000_000, percentage: 33.333, sample: false },
      { name: 'B', units: 200, value: 2_000_000, percentage: 66.667, sample: false },
    ];
    expect(totals(rows)).toEqual({ units: 300, value: 3_000_000, percentage: 100 });
  });
});
