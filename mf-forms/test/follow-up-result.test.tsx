/**
 * @jest-environment @ksei/build-tools/jsdom-fetch
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { FollowUpResult } from '../src/features/follow-up/components/FollowUpResult';

describe('the follow-up answer', () => {
  it('shows the date the report arrived and the date it last changed, each as a machine-readable time', () => {
    const { container } = render(
      <MemoryRouter>
        <FollowUpResult
          report={{
            status: 'received',
            submittedOn: '2026-11-02',
            updatedOn: '2026-11-20',
            thread: [],
            open: true,
            receipt: '1234 5678 9012 3456',
          }}
          again="/id/again"
          newReport="/id/new"
          focus={false}
        />
      </MemoryRouter>,
    );
    const rows = [...container.querySelectorAll('dl > div')].map((row) => ({
      term: row.querySelector('dt')?.textContent,
      time: row.querySelector('time')?.getAttribute('dateTime'),
    }));
    expect(rows.slice(1)).toEqual([
      { term: 'followUp.submittedOn', time: '2026-11-02' },
      { term: 'followUp.updatedOn', time: '2026-11-20' },
    ]);
    expect(screen.getAllByText(/2026/)).toHaveLength(2);
  });
});
