import type { ContentBlock } from '@ksei/shared';
import { segments, timelineDate } from '../src/features/company/components/Timeline';

describe('journey timeline', () => {
  it('formats full ISO dates in the locale, leaves other labels as published', () => {
    expect(timelineDate('1997-12-23', 'id')).toBe('23 Desember 1997');
    expect(timelineDate('1997-12-23', 'en')).toBe('December 23, 1997');
    expect(timelineDate('1997', 'en')).toBe('1997');
  });
  it('splits blocks around timelines and picks heading levels that never skip', () => {
    const timeline: ContentBlock = { type: 'timeline', items: [{ date: '1997', title: 'Founded' }] };
    const blocks: ContentBlock[] = [
      { type: 'paragraph', text: 'a' },
      timeline,
      { type: 'heading', text: 'h' },
      { type: 'paragraph', text: 'b' },
      timeline,
    ];
    expect(segments(blocks).map((s) => (s.kind === 'blocks' ? s.blocks.length : `t${s.level}`))).toEqual([
      1,
      't2',
      2,
      't3',
    ]);
  });
});
