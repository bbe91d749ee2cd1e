import { getAppNames, checkActivityFunctions } from 'single-spa';
import { REMOTES, routeTable, syncLocation } from '@ksei/shared';
import { registerSectionApplications } from '../src/routing/sections';

describe('which section a navigation shows', () => {
  beforeAll(() => registerSectionApplications());

  it('is decided by one walk of the manifest, shared by the location store and every section', () => {
    expect(getAppNames()).toEqual([...REMOTES]);
    const walks = jest.spyOn(routeTable(), 'matchPath');
    window.history.pushState({}, '', '/en/karir/analis?x=1');
    syncLocation();
    expect(checkActivityFunctions(window.location)).toEqual(['mf-careers']);
    expect(walks).toHaveBeenCalledTimes(1);
    window.history.pushState({}, '', '/id/publikasi/siaran-pers');
    syncLocation();
    expect(checkActivityFunctions(window.location)).toEqual(['mf-publication']);
    expect(walks).toHaveBeenCalledTimes(2);
    walks.mockRestore();
  });

  it("leaves a protected page's section unmounted while nobody with its scope is signed in", () => {
    window.history.pushState({}, '', '/id/staf/kotak-masuk/laporan');
    syncLocation();
    expect(checkActivityFunctions(window.location)).toEqual([]);
    // A public page of the same section mounts.
    window.history.pushState({}, '', '/id/hubungi-kami');
    syncLocation();
    expect(checkActivityFunctions(window.location)).toEqual(['mf-forms']);
  });
});
