/**
 * What the editor kit needs to edit press releases: this section's pages and words. A press release
 * has no preview page yet, so its item page offers no preview links; its body is the kit's block
 * editor and its picture the kit's file field for pictures, both from the type's declaration.
 */
import { formatDate } from '@ksei/shared/content';
import type { EditorConfig } from '@ksei/shared/editor';
import type { PageId } from '../../routes.js';
import { PRESS_RELEASE_WORDS } from './press-release-words.js';

/** The editor's pages, typed as this section's own (an id it does not declare does not compile). */
const PAGES = {
  list: 'editor.pressReleases',
  new: 'editor.pressReleaseNew',
  item: 'editor.pressRelease',
  history: 'editor.pressReleaseHistory',
} as const satisfies Readonly<Record<string, PageId>>;

export const PRESS_RELEASE_EDITOR: EditorConfig = {
  type: 'pressRelease',
  pages: PAGES,
  // Each has a page of its own: taking one off the site may send its visitors elsewhere.
  itemPages: true,
  words: PRESS_RELEASE_WORDS,
  // The date tells one release from the next at a glance.
  listColumns: [
    {
      key: 'date',
      header: { id: 'Tanggal', en: 'Date' },
      cell: (item, locale) => {
        const date = item.data.shared['date'] ?? '';
        return date === '' ? '' : formatDate(date, locale);
      },
    },
  ],
};
