import { checkPageCoverage } from '@ksei/shared/section/coverage';
import { pages } from '../src/app/pages';

describe('mf-about routes', () => {
  it('renders exactly the pages the manifest gives it', () => {
    expect(checkPageCoverage('mf-about', pages)).toEqual([]);
  });
});
