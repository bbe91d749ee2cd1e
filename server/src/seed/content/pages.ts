import { CONTENT_PAGE_KEYS, type ContentBlock } from '@ksei/shared/node';
import { bi, type Row, type SearchSource, type SeedContext, type SeedPart } from '../model/parts.js';
import { companyPages } from './company-pages.js';
import type { Locale } from './page-blocks.js';
import { servicePages } from './service-pages.js';

function blockText(block: ContentBlock): string {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
    case 'callout':
    case 'pageLink':
      return block.text;
    case 'list':
      return block.items.join(' ');
    case 'table':
      return [block.caption ?? '', ...block.columns, ...block.rows.flat()].join(' ');
    case 'timeline':
      return block.items.map((item) => `${item.title} ${item.text ?? ''}`).join(' ');
    case 'files':
      return block.files.map((file) => file.name).join(' ');
  }
}

/** Content pages for every key of CONTENT_PAGE_KEYS. */
export function contentPages(context: SeedContext): SeedPart {
  const seeds = { ...companyPages(context), ...servicePages(context) };
  const updatedAt = context.today;
  const rows: Row[] = [];
  const search: SearchSource[] = [];
  for (const key of Object.keys(CONTENT_PAGE_KEYS)) {
    const seed = seeds[key];
    if (!seed) throw new Error(`seed: no content page for "${key}"`);
    const blocks = { id: seed.blocks('id'), en: seed.blocks('en') };
    rows.push({
      key,
      ...bi('title', seed.title),
      ...bi('summary', seed.summary),
      blocks_id: blocks.id,
      blocks_en: blocks.en,
      updated_at: updatedAt,
      sample: seed.sample,
    });
    // The summary is the page's lead, not a block: searched all the same.
    const body = (locale: Locale) => [seed.summary[locale], ...blocks[locale].map(blockText)].join(' ');
    search.push({
      type: 'page',
      title: seed.title,
      body: { id: body('id'), en: body('en') },
      resource: 'content',
      category: key,
    });
  }
  return { tables: [{ table: 'content_pages', rows }], search };
}
