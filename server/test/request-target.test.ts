import type { AddressInfo } from 'node:net';
import { parseRequestTarget } from '../src/http/request-target.js';
import { useTestServer } from './support/fixtures.js';
import { getLine, rawRequest } from './support/raw-http.js';

describe('parseRequestTarget', () => {
  it('keeps an ordinary origin-form target as it came', () => {
    expect(parseRequestTarget('/id/karir?division=IT&page=2')).toEqual({
      path: '/id/karir',
      search: '?division=IT&page=2',
    });
    expect(parseRequestTarget('/en/search?q=%E2%82%AC')).toEqual({ path: '/en/search', search: '?q=%E2%82%AC' });
  });

  it('folds a leading run of / and \\ into one /, so no later URL parser reads a host there', () => {
    for (const [target, path] of [
      ['//evil.com/id', '/evil.com/id'],
      ['/\\evil.com', '/evil.com'],
      ['/\\/\\//x', '/x'],
      ['//', '/'],
      ['/\\', '/'],
      ['//@', '/@'],
      ['//:80', '/:80'],
    ]) {
      expect(parseRequestTarget(target as string)).toEqual({ path, search: '' });
    }
    expect(parseRequestTarget('/\\?x=1')).toEqual({ path: '/', search: '?x=1' });
  });

  it('drops a fragment', () => {
    expect(parseRequestTarget('/\\#frag')).toEqual({ path: '/', search: '' });
    expect(parseRequestTarget('/id?q=a#b?c')).toEqual({ path: '/id', search: '?q=a' });
  });

  it('refuses malformed percent-encoding in the path or the query, wherever the % stands', () => {
    for (const target of ['//%', '//a%', '/\\%', '/\\a%', '/%', '/a%zz', '/a%4', '/id?q=%', '/id?q=%G1', '/id%']) {
      expect(parseRequestTarget(target).refusal).toMatch(/percent-encoding/);
    }
    expect(parseRequestTarget('/a%25b%20c').refusal).toBeUndefined();
  });

  it('refuses a path that does not decode as UTF-8, and NUL raw or encoded', () => {
    expect(parseRequestTarget('/%C0%AF').refusal).toMatch(/UTF-8/);
    expect(parseRequestTarget('/id/%FF').refusal).toMatch(/UTF-8/);
    expect(parseRequestTarget('/id/a%00b').refusal).toMatch(/NUL/);
    expect(parseRequestTarget('/id?q=\u0000').refusal).toMatch(/NUL/);
    // A query that decodes to no valid UTF-8 is the query parser's to read, not a refusal.
    expect(parseRequestTarget('/id?q=%FF').refusal).toBeUndefined();
  });

  it('refuses absolute-form, authority-form and asterisk targets', () => {
    for (const target of ['http://evil.com/id', 'HTTPS://evil.com', 'evil.com:443', '*', '', 'id']) {
      expect(parseRequestTarget(target).refusal).toMatch(/not a path/);
    }
  });

  it('refuses a second Host header, whatever its case', () => {
    expect(parseRequestTarget('/id', ['Host', 'a', 'host', 'b']).refusal).toMatch(/Host/);
    expect(parseRequestTarget('/id', ['HOST', 'a', 'Accept', '*/*']).refusal).toBeUndefined();
  });

  it('routes a refused target as its language home, so the error page speaks that language', () => {
    expect(parseRequestTarget('/en/careers/a%00b').path).toBe('/en');
    expect(parseRequestTarget('//en/%zz').path).toBe('/en');
    expect(parseRequestTarget('/id/%zz').path).toBe('/');
    expect(parseRequestTarget('/english/%zz').path).toBe('/');
  });
});

/** `%` inserted at every position of a target: the classes that killed the process one byte at a time. */
function percentEverywhere(target: string): string[] {
  return Array.from({ length: target.length + 1 }, (_, index) => `${target.slice(0, index)}%${target.slice(index)}`);
}

describe('request lines over a raw socket', () => {
  const server = useTestServer();
  let port = 0;

  beforeAll(async () => {
    await server().app.listen({ port: 0, host: '127.0.0.1' });
    port = (server().app.server.address() as AddressInfo).port;
  });

  async function alive(): Promise<boolean> {
    return (await rawRequest(port, getLine('/api/health'))).status === 200;
  }

  it('answers every // and /\\ shape, and % at every position, with no 5xx, and keeps serving', async () => {
    const targets = [
      ...['//%', '//a%', '/\\%', '/\\a%', '/\\', '/\\\\', '//@', '//:80', '//%20', '//a:b', '/\\@', '//x@'],
      ...['/\\?', '/\\#', '//evil.com/id', '/\\evil.com/en', '///', '//id', '/\\/\\en'],
      ...percentEverywhere('/id/karir'),
      ...percentEverywhere('/en/search?q=ab'),
      ...percentEverywhere('//x'),
    ];
    const answers: string[] = [];
    for (const target of targets) {
      const answer = await rawRequest(port, getLine(target));
      const location = /\r\nlocation: ([^\r]*)/i.exec(answer.text)?.[1];
      answers.push(`${target} ${answer.status} ${location ?? ''}`.trim());
      expect(await alive()).toBe(true);
    }
    expect(answers.filter((line) => !/ (200|30[12]|40[04])\b/.test(line))).toEqual([]);
    // A redirect never names another host.
    expect(answers.filter((line) => / 30[12] (?!\/[^/\\])/.test(line))).toEqual([]);
    // The 4-byte request that ended the process is refused, not normalised into a page.
    expect(answers).toContain('//% 400');
    expect(answers).toContain('/\\% 400');
    // A doubled slash before a real page is that page, not another host.
    expect(answers).toContain('//id 200');
  });

  it('refuses an absolute-form target and a duplicate Host with 400', async () => {
    const absolute = await rawRequest(port, getLine('http://evil.com/id'));
    expect(absolute.status).toBe(400);
    expect(absolute.text).not.toContain('evil.com');
    const twoHosts = await rawRequest(port, 'GET /id HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n');
    expect(twoHosts.status).toBe(400);
    const apiTwoHosts = await rawRequest(
      port,
      'GET /api/health HTTP/1.1\r\nHost: a\r\nhost: a\r\nConnection: close\r\n\r\n',
    );
    expect(apiTwoHosts.status).toBe(400);
    expect(apiTwoHosts.text).toContain('"error"');
    expect(await alive()).toBe(true);
  });
});
