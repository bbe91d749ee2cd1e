import { Link, buildPath, hasPage, pageTitle, useLocale } from '@ksei/shared';
import type { LinkTarget } from '../routes.js';

/** A list of links to pages by id, titled from the manifest; a page the live site lacks is left out. */
export function PageLinks({
  pages,
  className,
}: {
  readonly pages: readonly LinkTarget[];
  readonly className?: string;
}) {
  const locale = useLocale();
  return (
    <ul className={className}>
      {pages.filter(hasPage).map((page) => (
        <li key={page}>
          <Link to={buildPath(page, locale)}>{pageTitle(page, locale)}</Link>
        </li>
      ))}
    </ul>
  );
}
