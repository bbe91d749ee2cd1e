import { prefetchAllowed, prefetchPage, setPrefetcher } from '../src/runtime/prefetch';

describe('link prefetch', () => {
  it('is skipped on 2g and with data saver on', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });

  it('asks the registered prefetcher once per path', () => {
    const seen: string[] = [];
    setPrefetcher((path) => seen.push(path));
    prefetchPage('/id/karir');
    prefetchPage('/id/karir');
    prefetchPage('/en/karir');
    expect(seen).toEqual(['/id/karir', '/en/karir']);
    setPrefetcher(undefined);
  });

  it('asks nothing on a 2g connection, and asks once the connection allows it', () => {
    const seen: string[] = [];
    setPrefetcher((path) => seen.push(path));
    const connection = { effectiveType: '2g' };
    Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
    try {
      prefetchPage('/id/faq');
      expect(seen).toEqual([]);
      connection.effectiveType = '4g';
      prefetchPage('/id/faq');
      expect(seen).toEqual(['/id/faq']);
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
      setPrefetcher(undefined);
    }
  });
});
