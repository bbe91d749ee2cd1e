/**
 * @jest-environment jsdom
 */
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, setLocale, setRouteTable, type InstructionScheduleEntry, type Locale } from '@ksei/shared';
import { siteRoutes } from '../../shared/test/site-routes';
import { registerStrings } from '../src/app/i18n';
import InstructionSchedulePage from '../src/features/instruction-schedule/components/InstructionSchedulePage';

// The page's data, as its loader returns it from the API (the page reads it from the section's router).
const mockEntries: InstructionScheduleEntry[] = [];
jest.mock('@ksei/shared/section/page', () => ({
  usePageData: () => ({ data: mockEntries, meta: { page: 1, pageSize: 100, total: mockEntries.length } }),
}));

setRouteTable(siteRoutes());
registerStrings();

const entry = (sample: boolean): InstructionScheduleEntry => ({
  startTime: '07:00',
  endTime: '08:30',
  process: 'Persiapan',
  activity: 'Pembukaan sistem C-BEST',
  operationalTime: 'Hari bursa',
  sample,
});

function renderIn(locale: Locale, rows: InstructionScheduleEntry[]) {
  mockEntries.splice(0, mockEntries.length, ...rows);
  act(() => setLocale(locale));
  return render(
    <I18nextProvider i18n={i18n}>
      <InstructionSchedulePage pageId="service.scheduleInstructions" />
    </I18nextProvider>,
  );
}

describe('instruction schedule page', () => {
  it.each([
    ['id', 'Contoh konten'],
    ['en', 'Sample content'],
  ] as const)('marks sample times as sample (%s)', (locale, notice) => {
    renderIn(locale, [entry(true), entry(false)]);
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getByText((text) => text.startsWith(notice))).toBeTruthy();
  });

  it('shows no notice when every time is published data', () => {
    renderIn('en', [entry(false)]);
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.queryByText((text) => text.startsWith('Sample content'))).toBeNull();
  });
});
