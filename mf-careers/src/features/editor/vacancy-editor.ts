/**
 * What the editor kit needs to edit vacancies: this section's pages, the divisions the site holds (the
 * division field's choices) and its words. A vacancy has no public preview page, so its item page
 * offers no preview links.
 */
import { formatDate } from '@ksei/shared/content';
import type { EditorConfig } from '@ksei/shared/editor';
import type { PageId } from '../../routes.js';
import { divisionChoices } from './api/division-choices.js';
import { VACANCY_WORDS } from './vacancy-words.js';

/** The editor's pages, typed as this section's own (an id it does not declare does not compile). */
const PAGES = {
  list: 'editor.vacancies',
  new: 'editor.vacancyNew',
  item: 'editor.vacancy',
  history: 'editor.vacancyHistory',
} as const satisfies Readonly<Record<string, PageId>>;

export const VACANCY_EDITOR: EditorConfig = {
  type: 'vacancy',
  pages: PAGES,
  choices: divisionChoices,
  // Each has a page of its own: taking one off the site may send its visitors elsewhere.
  itemPages: true,
  words: VACANCY_WORDS,
  // Open or filled, and until when: what a recruiter looks for first.
  listColumns: [
    {
      key: 'status',
      header: { id: 'Status', en: 'Status' },
      cell: (item, locale) => {
        const status = item.data.shared['status'] ?? '';
        return VACANCY_WORDS[locale].choices?.['status']?.[status] ?? status;
      },
    },
    {
      key: 'closingDate',
      header: { id: 'Batas lamaran', en: 'Closing date' },
      cell: (item, locale) => {
        const date = item.data.shared['closingDate'] ?? '';
        return date === '' ? '' : formatDate(date, locale);
      },
    },
  ],
};
