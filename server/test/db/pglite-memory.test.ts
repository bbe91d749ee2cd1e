import { createPgliteDatabase } from '../../src/db/pglite.js';

describe('the embedded database’s memory', () => {
  it('starts with 32 MB of shared buffers, not initdb’s 128 MB (all touched at start, never given back)', async () => {
    const db = await createPgliteDatabase();
    try {
      expect(await db.query('show shared_buffers')).toEqual([{ shared_buffers: '32MB' }]);
    } finally {
      await db.close();
    }
  });
});
