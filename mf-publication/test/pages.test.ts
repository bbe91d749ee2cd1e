import { declarationProblems } from '@ksei/shared/compose';
import { checkPageCoverage } from '@ksei/shared/section/coverage';
import { pages } from '../src/app/pages';
import { ROUTES } from '../src/routes';

describe('mf-publication routes', () => {
  it('declares its pages completely: a path and a title in both locales, ids used once', () => {
    expect(ROUTES.pages.length).toBeGreaterThan(0);
    expect(declarationProblems(ROUTES)).toEqual([]);
  });

  // Only the mapping: server/test/site/section-pages.test.ts renders each page's component.
  it('maps exactly the pages it declares to a page module, and nothing else', () => {
    expect(checkPageCoverage(ROUTES, pages)).toEqual([]);
  });
});
