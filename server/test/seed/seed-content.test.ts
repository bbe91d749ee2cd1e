import type { ContentBlock } from '@ksei/shared/node';
import { contentPages } from '../../src/seed/content/pages.js';
import { pressReleases } from '../../src/seed/content/press-releases.js';
import { loadRealFacts } from '../../src/seed/model/real-facts.js';
import { SeedFileSet } from '../../src/seed/model/seed-files.js';
import type { SeedContext } from '../../src/seed/model/parts.js';
import { SEED_DIR } from '../support/fixtures.js';

const LOCALES = ['id', 'en'] as const;

function context(today: string): SeedContext {
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
    const [pages] = contentPages(context('2026-11-28')).tables;
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

describe('sample press releases', () => {
  const MONTHS: Readonly<Record<(typeof LOCALES)[number], readonly string[]>> = {
    id: [
      'januari',
      'februari',
      'maret',
      'april',
      'mei',
      'juni',
      'juli',
      'agustus',
      'september',
      'oktober',
      'november',
      'desember',
    ],
    en: [
      'january',
      'february',
      'march',
      'april',
      'may',
      'june',
      'july',
      'august',
      'september',
      'october',
      'november',
      'december',
    ],
  };

  // Seeded on different days of the year: titles follow the dates they are given, whatever "today" is.
  it.each(['2026-01-03', '2026-06-30', '2026-12-31', '2027-04-01'])(
    'seeded on %s, a title that names a year or month names its own date’s',
    (today) => {
      const [table] = pressReleases(context(today)).tables;
      const rows = (table?.rows ?? []) as Record<string, unknown>[];
      expect(rows.length).toBeGreaterThanOrEqual(40);
      const problems: string[] = [];
      for (const row of rows.filter((candidate) => candidate['sample'] === true)) {
        const date = String(row['date']);
        const year = date.slice(0, 4);
        const month = Number(date.slice(5, 7));
        for (const locale of LOCALES) {
          const title = String(row[`title_${locale}`]);
          const years: readonly string[] = title.match(/\b(?:19|20)\d{2}\b/g) ?? [];
          if (years.length > 0 && !years.includes(year)) problems.push(`${date} "${title}": not ${year}`);
          if (years.some((mentioned) => mentioned > year)) problems.push(`${date} "${title}": a later year`);
          const months = MONTHS[locale].filter((name) => new RegExp(`\\b${name}\\b`, 'i').test(title));
          if (months.some((name) => name !== MONTHS[locale][month - 1])) problems.push(`${date} "${title}": month`);
        }
      }
      expect(problems).toEqual([]);
      // Nor does a title repeat another release's (the same meeting, award or city twice).
      for (const locale of LOCALES) {
        const titles = rows.map((row) => String(row[`title_${locale}`]));
        expect(new Set(titles).size).toBe(titles.length);
      }
    },
  );
});

describe("the seed's today", () => {
  it('dates the samples from the Jakarta date it is given, across a year end', () => {
    const [table] = pressReleases(context('2027-01-01')).tables;
    const dates = ((table?.rows ?? []) as Record<string, unknown>[]).map((row) => String(row['date']));
    // The newest release is a day before the seed day; the next ones 24 days apart.
    expect(dates.slice(0, 3)).toEqual(['2026-12-31', '2026-12-07', '2026-11-13']);
  });
});
