import { ROUTES } from '../src/routes';
import { CATEGORY_OF_PAGE } from '../src/features/regulations/api/regulations';
import { REGULATION_CATEGORIES } from '@ksei/shared/api';

describe('regulation pages', () => {
  it('maps each list page of the section to its own category (the editor pages list no category)', () => {
    const pages = ROUTES.pages.filter((page) => 'lists' in page).map((page) => page.id);
    expect(Object.keys(CATEGORY_OF_PAGE).sort()).toEqual([...pages].sort());
    expect(Object.values(CATEGORY_OF_PAGE).sort()).toEqual([...REGULATION_CATEGORIES].sort());
  });
});
