import {
  DEFAULT_PIPELINE,
  UnknownMiddlewareError,
  runNavigationPipeline,
  type Redirect,
} from '../src/runtime/pipeline';
import { siteRoutes } from './site-routes';

const routes = siteRoutes();
const run = (url: string, legacy?: Record<string, string | Redirect>) =>
  runNavigationPipeline({ url, routes, legacyRedirects: legacy ? new Map(Object.entries(legacy)) : undefined });

describe('navigation pipeline', () => {
  it('runs the steps in the order of SPEC §7', () => {
    expect(DEFAULT_PIPELINE).toEqual(['redirection', 'redirectionApi', 'redirectRules', 'language']);
  });

  it('sends the bare root to /id with 302, keeping the query', () => {
    expect(run('/')).toEqual({ to: '/id', status: 302 });
    expect(run('/?utm=x')).toEqual({ to: '/id?utm=x', status: 302 });
  });

  it('normalises the locale prefix', () => {
    expect(run('/EN/faq')).toEqual({ to: '/en/faq', status: 301 });
    expect(run('/tentang-ksei/sekilas?a=1')).toEqual({ to: '/id/tentang-ksei/sekilas?a=1', status: 301 });
  });

  it('answers legacy URLs from the table, with or without their query', () => {
    const table = { '/whistleblowing?setLocale=en-US': '/en/about-ksei/whistleblowing', '/faqs': '/id/faq' };
    expect(run('/whistleblowing?setLocale=en-US', table)).toEqual({ to: '/en/about-ksei/whistleblowing', status: 301 });
    expect(run('/faqs?setLocale=id-ID', table)).toEqual({ to: '/id/faq', status: 301 });
  });

  it("honours the table's status", () => {
    const table = { '/old-page?setLocale=id-ID': { to: '/id/faq', status: 302 as const } };
    expect(run('/old-page?setLocale=id-ID', table)).toEqual({ to: '/id/faq', status: 302 });
  });

  it('lets a legacy entry win over locale prefixing when both match', () => {
    // Without the table, `redirection` would prefix this with /id.
    expect(run('/tentang-ksei/sekilas')).toEqual({ to: '/id/tentang-ksei/sekilas', status: 301 });
    const table = { '/tentang-ksei/sekilas': { to: '/en/about-ksei/overview', status: 302 as const } };
    expect(run('/tentang-ksei/sekilas', table)).toEqual({ to: '/en/about-ksei/overview', status: 302 });
  });

  it('sends manifest aliases to the canonical path', () => {
    expect(run('/en/service-support/schedule/shcedule-instructions?m=1')).toEqual({
      to: '/en/service-support/schedule/schedule-instructions?m=1',
      status: 301,
    });
  });

  it('leaves canonical and unknown paths alone', () => {
    expect(run('/id/tentang-ksei/sekilas')).toBeNull();
    expect(run('/id/does-not-exist')).toBeNull();
    expect(run('/login')).toBeNull();
  });

  it('fails with "Unknown middleware" (500) for a step that does not exist', () => {
    let caught: unknown;
    try {
      runNavigationPipeline({ url: '/id' }, ['redirection', 'nope']);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(UnknownMiddlewareError);
    expect((caught as UnknownMiddlewareError).message).toBe('Unknown middleware');
    expect((caught as UnknownMiddlewareError).statusCode).toBe(500);
  });
});
