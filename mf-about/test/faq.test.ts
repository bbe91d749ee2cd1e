import type { FaqCategory, FaqItem } from '@ksei/shared';
import { filterFaq, groupFaq, normalize } from '../src/features/faq/api/faq';

const categories: FaqCategory[] = [
  { code: 'investor', label: 'Investor' },
  { code: 'akses', label: 'AKSes' },
];
/** Published in both languages, never withdrawn nor updated. */
const PUBLISHED = { locales: ['id', 'en'], withdrawal: null, updates: [] } as const;
const items: FaqItem[] = [
  {
    id: '1',
    category: 'investor',
    question: 'Apa itu SID?',
    answer: 'Single Investor Identification adalah nomor tunggal.',
    ...PUBLISHED,
  },
  {
    id: '2',
    category: 'akses',
    question: 'How do I log in to AKSes?',
    answer: 'Use your SID and the card number.',
    ...PUBLISHED,
  },
  {
    id: '3',
    category: 'investor',
    question: 'Berapa biaya pembukaan rekening?',
    answer: 'Tidak ada biaya.',
    ...PUBLISHED,
  },
  { id: '4', category: 'legacy', question: 'Old question', answer: 'Café answer', ...PUBLISHED },
];

describe('FAQ filter', () => {
  it('normalizes case, accents and spaces', () => {
    expect(normalize('  Café   AKSes ')).toBe('cafe akses');
  });
  it('keeps everything without a filter', () => {
    expect(filterFaq(items, { category: '', query: '' })).toHaveLength(4);
    expect(filterFaq(items, { category: '', query: '   ' })).toHaveLength(4);
  });
  it('filters by category', () => {
    expect(filterFaq(items, { category: 'investor', query: '' }).map((i) => i.id)).toEqual(['1', '3']);
  });
  it('filters by every word of the text, in question or answer, ignoring case and accents', () => {
    expect(filterFaq(items, { category: '', query: 'sid' }).map((i) => i.id)).toEqual(['1', '2']);
    expect(filterFaq(items, { category: '', query: 'SID card' }).map((i) => i.id)).toEqual(['2']);
    expect(filterFaq(items, { category: '', query: 'cafe' }).map((i) => i.id)).toEqual(['4']);
    expect(filterFaq(items, { category: 'akses', query: 'biaya' })).toEqual([]);
  });
  it('treats regular-expression characters as text', () => {
    expect(filterFaq(items, { category: '', query: 'SID?' }).map((i) => i.id)).toEqual(['1']);
    expect(filterFaq(items, { category: '', query: '.*' })).toEqual([]);
  });
});

describe('FAQ grouping', () => {
  it('groups in category order, unknown categories last, empty groups dropped', () => {
    const groups = groupFaq(items, categories, 'Other');
    expect(groups.map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([
      ['Investor', ['1', '3']],
      ['AKSes', ['2']],
      ['Other', ['4']],
    ]);
    expect(groupFaq(items.slice(0, 1), categories, 'Other').map((g) => g.code)).toEqual(['investor']);
  });
});
