import { checkPageCoverage } from '@ksei/shared/section/coverage';
import { pages } from '../src/app/pages';

describe('mf-careers routes', () => {
  it('renders exactly the pages the manifest gives it', () => {
    expect(checkPageCoverage('mf-careers', pages)).toEqual([]);
  });
});
