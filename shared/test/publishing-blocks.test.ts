import { BODY_LIMITS, bodyText, parseBody, serializeBody, type BodyBlock } from '../src/api/publishing-blocks';

const BODY: BodyBlock[] = [
  { type: 'heading', text: 'Latar belakang' },
  { type: 'paragraph', text: 'KSEI meluncurkan layanan 😀 baru.' },
  { type: 'list', ordered: true, items: ['AKSes', 'eASY.KSEI'] },
  { type: 'list', ordered: false, items: ['satu'] },
  { type: 'pageLink', pageId: 'publication.pressRelease', params: { slug: 'contoh-siaran-pers' }, text: 'Siaran pers' },
];

describe('a body of blocks', () => {
  it('reads back what it was written as; the empty body is the empty value', () => {
    expect(parseBody(serializeBody(BODY))).toEqual({ blocks: BODY });
    expect(serializeBody([])).toBe('');
    expect(parseBody('')).toEqual({ blocks: [] });
  });

  it('reads as text one line per block, list items numbered or dashed, a link with its page', () => {
    expect(bodyText(BODY)).toBe(
      [
        'Latar belakang',
        'KSEI meluncurkan layanan 😀 baru.',
        '1. AKSes',
        '2. eASY.KSEI',
        '- satu',
        'Siaran pers → publication.pressRelease',
      ].join('\n'),
    );
  });

  it.each([
    ['HTML', '<p>hi</p>'],
    ['an object, not a list', '{"type":"paragraph","text":"x"}'],
    ['an unknown block', '[{"type":"image","src":"x"}]'],
    ['an extra key', '[{"type":"heading","text":"x","level":1}]'],
    ['a blank paragraph', '[{"type":"paragraph","text":"  "}]'],
    ['a lone surrogate', JSON.stringify([{ type: 'paragraph', text: 'a\ud800b' }])],
    ['a control character', JSON.stringify([{ type: 'paragraph', text: 'a\u0007b' }])],
    ['an empty list', '[{"type":"list","items":[]}]'],
    ['a link to an address', '[{"type":"pageLink","pageId":"https://evil.example","text":"x"}]'],
    [
      'a link parameter with a slash',
      '[{"type":"pageLink","pageId":"about.overview","params":{"slug":"../x"},"text":"x"}]',
    ],
    ['text over the limit', JSON.stringify([{ type: 'paragraph', text: 'x'.repeat(5001) }])],
  ])('is refused when it holds %s', (_, value) => {
    expect(parseBody(value)).toEqual({ problem: 'invalidBlocks' });
  });

  it('is refused past the number of blocks and the size', () => {
    const many = Array.from({ length: 201 }, () => ({ type: 'paragraph', text: 'x' }));
    expect(parseBody(JSON.stringify(many))).toEqual({ problem: 'tooManyBlocks' });
    expect(parseBody(' '.repeat(100_001) + '[]')).toEqual({ problem: 'tooLong' });
    // The limits the refusals name are the contract's.
    expect([BODY_LIMITS.maxBlocks, BODY_LIMITS.maxChars]).toEqual([200, 100_000]);
  });
});
