/** What the editor kit needs to edit announcements: this section's pages, choices and words. */
import type { EditorConfig } from '@ksei/shared/editor';
import type { PageId } from '../../routes.js';
import { announcementTypeChoices } from './api/announcement-types.js';
import { ANNOUNCEMENT_WORDS } from './announcement-words.js';

/** The editor's pages, typed as this section's own (an id it does not declare does not compile). */
const PAGES = {
  list: 'editor.announcements',
  new: 'editor.announcementNew',
  item: 'editor.announcement',
  history: 'editor.announcementHistory',
  preview: 'publication.announcementPreview',
} as const satisfies Readonly<Record<string, PageId>>;

export const ANNOUNCEMENT_EDITOR: EditorConfig = {
  type: 'announcement',
  pages: PAGES,
  choices: announcementTypeChoices,
  words: ANNOUNCEMENT_WORDS,
  listLinks: [
    {
      page: 'editor.announcementBatchNew' satisfies PageId,
      label: { id: 'Unggah PDF pengumuman hari ini', en: 'Upload today’s announcement PDFs' },
    },
  ],
};
