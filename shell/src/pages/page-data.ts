import type { ApiRequest } from '@ksei/shared';
import { homePageRequests } from './home-data.js';
import { searchPageRequests } from './Search.js';

/**
 * The API reads each of the shell's own pages makes on its first render: the server reads them before
 * rendering the page (and embeds the answers), so the page arrives with its content and the browser
 * hydrates it without fetching. Sections do the same with their routes' loaders.
 */
export function shellPageRequests(pageId: string, search: URLSearchParams): readonly ApiRequest[] {
  switch (pageId) {
    case 'home':
      return homePageRequests();
    case 'search':
      return searchPageRequests(search);
    default:
      return [];
  }
}
