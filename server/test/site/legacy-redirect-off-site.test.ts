import { useTestServer } from '../support/fixtures.js';

/** The site's public origin: https, so a target naming http is another origin to a browser. */
const ORIGIN = 'https://www.ksei.co.id';

/**
 * Legacy-URL rows an operator could type by mistake (or be tricked into), each pointing off the site
 * the way a browser reads a `Location` header, with the answer the page route must give instead:
 * a target that only names this site's own scheme without a host stays here as a path; every other
 * one is no redirect at all, so its old address is unknown (404).
 */
const CRAFTED_ROWS: readonly { from: string; to: string; status: number; location: string | undefined }[] = [
  // From an https page, `http:evil.com` is http://evil.com/; from this server's view, the path /evil.com.
  { from: '/old-scheme-only', to: 'http:evil.com', status: 301, location: '/evil.com' },
  { from: '/old-scheme-relative', to: '//evil.com', status: 404, location: undefined },
  { from: '/old-backslash', to: '/\\evil.com', status: 404, location: undefined },
  { from: '/old-absolute', to: 'https://evil.com', status: 404, location: undefined },
  { from: '/old-other-scheme', to: 'https:evil.com/landing', status: 404, location: undefined },
  { from: '/old-double-backslash', to: '\\\\evil.com', status: 404, location: undefined },
];

describe('the page route never redirects a legacy address off the site', () => {
  const server = useTestServer({
    env: { PUBLIC_ORIGIN: ORIGIN },
    beforeBuild: async (db) => {
      for (const row of CRAFTED_ROWS) {
        await db.query('insert into legacy_redirects (from_url, to_path) values ($1, $2)', [row.from, row.to]);
      }
      // A sound row beside them: the table is read and followed.
      await db.query('insert into legacy_redirects (from_url, to_path) values ($1, $2)', [
        '/old-overview',
        '/en/about-ksei/overview',
      ]);
    },
  });

  it('follows a sound row to its path on this site', async () => {
    const response = await server().app.inject({ url: '/old-overview' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/en/about-ksei/overview');
  });

  it.each(CRAFTED_ROWS)('$from → $to answers $status with Location $location', async (row) => {
    const response = await server().app.inject({ url: row.from });
    expect(response.statusCode).toBe(row.status);
    expect(response.headers.location).toBe(row.location);
  });

  it('sends a browser on an https page of the site nowhere else, for any crafted row', async () => {
    const destinations = await Promise.all(
      CRAFTED_ROWS.map(async (row) => {
        const response = await server().app.inject({ url: row.from });
        // No Location: the browser stays on the address it asked for.
        const location = String(response.headers.location ?? row.from);
        return new URL(location, `${ORIGIN}/id`).origin;
      }),
    );
    expect(destinations).toEqual(CRAFTED_ROWS.map(() => ORIGIN));
  });
});
