import http from 'node:http';
import { E2E_PORT } from '../support/env';
import { expect, test } from '../support/fixtures';

/** One request with `target` as the request line's target exactly as given (no URL parsing on the way). */
function send(
  target: string,
  headers: readonly (readonly [string, string])[] = [['Host', 'localhost']],
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port: E2E_PORT,
      path: target,
      agent: false,
      // A flat list keeps repeated names (two Host lines) as they are.
      headers: headers.flat(),
      setHost: false,
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.end();
  });
}

const SHAPES = [
  ...['//%', '//a%', '/\\%', '/\\a%', '/\\', '/\\\\', '//@', '//:80', '//%20', '//a:b', '/\\@', '//x@', '/\\?', '/\\#'],
  ...['//evil.com/id', '/\\evil.com/en', 'http://evil.com/id', 'https://evil.com/', '*'],
  ...Array.from({ length: 12 }, (_, index) => `${'/en/karir?q=a'.slice(0, index)}%${'/en/karir?q=a'.slice(index)}`),
];

test('the production server answers every malformed request line with no 5xx and is up after each', async () => {
  const statuses: string[] = [];
  for (const target of SHAPES) {
    statuses.push(`${target} ${await send(target)}`);
    expect(await send('/api/health'), `after ${target}`).toBe(200);
  }
  for (const hosts of [
    [
      ['Host', 'a'],
      ['Host', 'b'],
    ],
    [
      ['host', 'localhost'],
      ['HOST', 'localhost'],
    ],
  ] as const) {
    statuses.push(`two Host lines ${await send('/id', hosts)}`);
    expect(await send('/api/health')).toBe(200);
  }
  expect(statuses).toHaveLength(SHAPES.length + 2);
  expect(statuses.filter((line) => !/ (200|30[12]|40[04])$/.test(line))).toEqual([]);
  expect(statuses).toContain('//% 400');
  expect(statuses).toContain('http://evil.com/id 400');
  expect(statuses).toContain('two Host lines 400');
});
