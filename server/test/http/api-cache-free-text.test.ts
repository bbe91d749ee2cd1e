import { useTestServer } from '../support/fixtures.js';

/**
 * The API's in-memory cache answers a repeated request without the database: for a request carrying
 * a visitor's search text that would tell (by how fast it answers) that someone else searched the same
 * words in the last minute. Such answers are never kept, and shared caches are told not to keep them.
 */
describe("API answers to a visitor's search text", () => {
  const server = useTestServer({ seed: true });

  /**
   * Renames every press release in the database, so a kept answer and a fresh one differ. Unannounced
   * (no trigger fires in replica mode): a change notice would empty the cache, kept answers included.
   */
  async function renameAll(suffix: string): Promise<void> {
    await server().db.transaction(async (tx) => {
      await tx.exec('set local session_replication_role = replica');
      await tx.exec(`update press_releases set title_en = title_en || ' ${suffix}'`);
    });
  }

  const titles = async (url: string): Promise<string[]> => {
    const response = await server().app.inject(url);
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: { title: string }[] }).data.map((item) => item.title);
  };

  it('are read afresh every time, while the same list without search text is kept', async () => {
    const plain = '/api/press-releases?locale=en&pageSize=50';
    const searched = '/api/press-releases?locale=en&pageSize=50&q=KSEI';
    const keptBefore = await titles(plain);
    const searchedBefore = await titles(searched);
    expect(keptBefore.length).toBeGreaterThan(0);
    expect(searchedBefore.length).toBeGreaterThan(0);
    await renameAll('(renamed)');
    // The list without search text is the kept answer, as before the rename.
    expect(await titles(plain)).toEqual(keptBefore);
    // The searched one is the database's now.
    const searchedAfter = await titles(searched);
    expect(searchedAfter).toEqual(searchedBefore.map((title) => `${title} (renamed)`));
  });

  it('are private to the browser that asked, as are site search and suggestions', async () => {
    for (const url of [
      '/api/press-releases?locale=en&q=KSEI',
      '/api/search?locale=en&q=dividend',
      '/api/search/suggest?locale=en&q=div',
    ]) {
      const response = await server().app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, max-age=60');
    }
    expect((await server().app.inject('/api/press-releases?locale=en')).headers['cache-control']).toBe(
      'public, max-age=60',
    );
    // Blank search text is no search text.
    expect((await server().app.inject('/api/press-releases?locale=en&q=%20')).headers['cache-control']).toBe(
      'public, max-age=60',
    );
  });
});
