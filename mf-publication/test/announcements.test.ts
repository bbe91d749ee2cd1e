import type { Announcement } from '@ksei/shared';
import { groupByType, recentMonths } from '../src/features/announcements/api/calendar';

function announcement(id: string, type: string, typeLabel: string): Announcement {
  return {
    id,
    type,
    typeLabel,
    date: '2026-11-23',
    referenceNumber: `KSEI-${id}`,
    title: `Announcement ${id}`,
    attachments: [],
    sample: true,
    notice: 'new',
    locales: ['id', 'en'],
    withdrawal: null,
    updates: [],
  };
}

describe("today's announcements", () => {
  it('groups by type in order of first appearance, keeping item order', () => {
    const groups = groupByType([
      announcement('1', 'cash-dividend', 'Cash dividend'),
      announcement('2', 'rups', 'Meeting'),
      announcement('3', 'cash-dividend', 'Cash dividend'),
    ]);
    expect(groups.map((group) => [group.type, group.label, group.items.map((item) => item.id)])).toEqual([
      ['cash-dividend', 'Cash dividend', ['1', '3']],
      ['rups', 'Meeting', ['2']],
    ]);
    expect(groupByType([])).toEqual([]);
  });

  it('lists recent months newest first, across a year end, labelled in the locale', () => {
    const months = recentMonths('2026-02-10', 3, 'en');
    expect(months.map((month) => month.value)).toEqual(['2026-02', '2026-01', '2025-12']);
    expect(months[0]?.label).toBe('February 2026');
    expect(recentMonths('2026-02-10', 1, 'id')[0]?.label).toBe('Februari 2026');
  });
});
