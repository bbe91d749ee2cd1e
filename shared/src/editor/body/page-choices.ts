import { routeTable, type Locale } from '@ksei/shared';

/** A page a body may link to: the live manifest's public pages without parameters, by their title. */
export interface PageChoice {
  readonly id: string;
  readonly title: string;
}

/** The pages a body may link to, in the reader's language, by title. */
export function linkablePages(locale: Locale): PageChoice[] {
  return routeTable()
    .pages.filter((page) => page.auth === false && !page.secret && !page.paths[locale].includes(':'))
    .map((page) => ({ id: page.id, title: page.titles[locale] }))
    .sort((a, b) => a.title.localeCompare(b.title, locale));
}
