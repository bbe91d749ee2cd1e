/**
 * What the editor kit needs to edit regulations: this section's pages and words. The category's
 * choices are the declaration's own (no list to read from the site), and a regulation has no public
 * preview page, so its item page offers no preview links.
 */
import { CONTENT_TYPES } from '@ksei/shared/api';
import type { EditorConfig } from '@ksei/shared/editor';
import type { PageId } from '../../routes.js';
import { REGULATION_WORDS } from './regulation-words.js';

const { category, decreeNumber } = CONTENT_TYPES.regulation.shared;

/** The editor's pages, typed as this section's own (an id it does not declare does not compile). */
const PAGES = {
  list: 'editor.regulations',
  new: 'editor.regulationNew',
  item: 'editor.regulation',
  history: 'editor.regulationHistory',
} as const satisfies Readonly<Record<string, PageId>>;

export const REGULATION_EDITOR: EditorConfig = {
  type: 'regulation',
  pages: PAGES,
  words: REGULATION_WORDS,
  // Which list a regulation is in, and its decree number: what tells one from another at a glance.
  listColumns: [
    {
      key: 'category',
      header: category.label,
      cell: (item, locale) => {
        const value = item.data.shared['category'] ?? '';
        return REGULATION_WORDS[locale].choices?.['category']?.[value] ?? value;
      },
    },
    {
      key: 'decreeNumber',
      header: decreeNumber.label,
      cell: (item) => item.data.shared['decreeNumber'] ?? '',
    },
  ],
};
