import { CONTENT_PAGE_KEYS, INVESTMENT_PRODUCT_TYPES } from '@ksei/shared/api';
import { ROUTES } from '../src/routes';
import { pages } from '../src/app/pages';
import { contentKeyOf } from '../src/features/service-pages/api/content-page';
import { TYPE_OF_PAGE, listPageOf } from '../src/features/investment-products/api/investment-products';

describe('service-support page mapping', () => {
  it('finds the content key of every content page it routes, and none for the others', () => {
    const owned: string[] = ROUTES.pages.map((page) => page.id);
    const contentPages = Object.values(CONTENT_PAGE_KEYS).filter((id) => owned.includes(id));
    expect(contentPages.length).toBe(16);
    for (const id of contentPages) {
      expect(CONTENT_PAGE_KEYS[contentKeyOf(id) ?? '']).toBe(id);
      expect(pages[id as keyof typeof pages]).toBe(pages['service.securitiesRegistration']);
    }
    expect(contentKeyOf('service.equitySecurities')).toBeUndefined();
  });

  it('maps the four product lists to the four product types and back', () => {
    expect(Object.values(TYPE_OF_PAGE).sort()).toEqual([...INVESTMENT_PRODUCT_TYPES].sort());
    for (const [pageId, type] of Object.entries(TYPE_OF_PAGE)) expect(listPageOf(type)).toBe(pageId);
  });
});
