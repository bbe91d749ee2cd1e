import { checkPageCoverage } from '@ksei/shared/section/coverage';
import { pages } from '../src/app/pages';

describe('mf-service-support routes', () => {
  it('renders exactly the pages the manifest gives it', () => {
    expect(checkPageCoverage('mf-service-support', pages)).toEqual([]);
  });
});
