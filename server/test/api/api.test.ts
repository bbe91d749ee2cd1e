import { startTestServer, useTestServer } from '../support/fixtures.js';

describe('API: health and the legacy-URL table', () => {
  const server = useTestServer({
    beforeBuild: async (db) => {
      await db.query('insert into legacy_redirects (from_url, to_path, status) values ($1, $2, $3)', [
        '/old-page?setLocale=id-ID',
        '/id/faq',
        302,
      ]);
    },
  });

  it('reports health after a real query on the embedded database', async () => {
    const response = await server().app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'pglite', databaseReachable: true });
  });

  it('lists the legacy redirects with a five-minute cache', async () => {
    const response = await server().app.inject('/api/redirects');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const { redirects } = response.json<{ redirects: { from: string; to: string; status: number }[] }>();
    // The operator's row, beside the old addresses the pages declare.
    expect(redirects).toContainEqual({ from: '/old-page?setLocale=id-ID', to: '/id/faq', status: 302 });
    expect(redirects).toContainEqual({ from: '/faqs?setLocale=en-US', to: '/en/faq', status: 301 });
  });
});

describe('API: health when the database is gone', () => {
  it('still answers 200 (the process lives: no supervisor restarts it) and says the database does not answer', async () => {
    const server = await startTestServer();
    try {
      await server.db.close();
      const response = await server.app.inject('/api/health');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', database: 'pglite', databaseReachable: false });
    } finally {
      // The whole server: its temporary folder too (the database, closed above, may be closed again).
      await server.close();
    }
  });
});
