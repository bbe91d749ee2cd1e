import { declarationProblems } from '@ksei/shared/compose';
import { checkPageCoverage } from '@ksei/shared/section/coverage';
import { pages } from '../src/app/pages';
import { ROUTES } from '../src/routes';

describe('mf-statistics routes', () => {
  it('declares its pages completely: a path and a title in both locales, ids used once', () => {
    expect(ROUTES.pages.length).toBeGreaterThan(0);
    expect(declarationProblems(ROUTES)).toEqual([]);
  });

  it('renders exactly the pages it declares', () => {
    expect(checkPageCoverage(ROUTES, pages)).toEqual([]);
  });
});
