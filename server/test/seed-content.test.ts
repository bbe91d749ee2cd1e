import type { ContentBlock } from '@ksei/shared/node';
import { contentPages } from '../src/seed/content/pages.js';
import { loadRealFacts } from '../src/seed/real-facts.js';
import { SeedFileSet } from '../src/seed/seed-files.js';
import type { SeedContext } from '../src/seed/model.js';
import { SEED_DIR } from './support/fixtures.js';

const LOCALES = ['id', 'en'] as const;

function context(today: Date): SeedContext {
  return { today, files: new SeedFileSet(), facts: loadRealFacts(SEED_DIR) };
}

/** Words only: case, punctuation and spacing do not make a sentence say something else. */
function words(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function text(block: ContentBlock | undefined): string {
  return block && (block.type === 'paragraph' || block.type === 'callout') ? block.text : '';
}

describe('seed content', () => {
  describe('content pages', () => {
    const [pages] = contentPages(context(new Date())).tables;
    const rows = (pages?.rows ?? []) as Record<string, unknown>[];

    it('has pages to check', () => {
      expect(rows.length).toBeGreaterThan(10);
    });

    // The page shows its summary as the lead right above the blocks: the first block must say something else.
    it.each(rows.map((row) => [String(row['key']), row] as const))(
      '%s does not repeat its lead as the first block',
      (_key, row) => {
        for (const locale of LOCALES) {
          const lead = words(String(row[`summary_${locale}`] ?? ''));
          const blocks = row[`blocks_${locale}`] as ContentBlock[];
          const first = words(text(blocks[0]));
          expect([locale, lead !== '' && first.includes(lead)]).toEqual([locale, false]);
        }
      },
    );
  });
});
