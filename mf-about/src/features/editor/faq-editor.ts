/**
 * What the editor kit needs to edit the FAQ: this section's pages, the categories the site holds (the
 * category field's choices) and its words. A question has no page of its own and no preview page.
 */
import type { EditorConfig } from '@ksei/shared/editor';
import type { PageId } from '../../routes.js';
import { faqCategoryChoices } from './api/category-choices.js';
import { FAQ_WORDS } from './faq-words.js';

/** The editor's pages, typed as this section's own (an id it does not declare does not compile). */
const PAGES = {
  list: 'editor.faqs',
  new: 'editor.faqNew',
  item: 'editor.faq',
  history: 'editor.faqHistory',
} as const satisfies Readonly<Record<string, PageId>>;

export const FAQ_EDITOR: EditorConfig = {
  type: 'faq',
  pages: PAGES,
  choices: faqCategoryChoices,
  words: FAQ_WORDS,
};
