import { ByteBudgetLru } from '../../src/memory/byte-budget-lru.js';

describe('ByteBudgetLru', () => {
  it('drops the least recently used value first when the budget is passed', () => {
    const cache = new ByteBudgetLru<string>(10);
    cache.set('a', 'A', 4);
    cache.set('b', 'B', 4);
    expect(cache.get('a')).toBe('A'); // `a` is now the most recently used: `b` goes next
    cache.set('c', 'C', 4);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
    expect({ size: cache.size, bytes: cache.bytes }).toEqual({ size: 2, bytes: 8 });
  });

  it('never holds more than its budget, whatever is set', () => {
    const cache = new ByteBudgetLru<number>(100);
    for (let index = 0; index < 500; index += 1) {
      cache.set(`k${index % 37}`, index, 1 + ((index * 7) % 30));
      expect(cache.bytes).toBeLessThanOrEqual(100);
    }
    expect(cache.size).toBeGreaterThan(0);
  });

  it('does not keep a value heavier than the whole budget, and drops what the key held before', () => {
    const cache = new ByteBudgetLru<string>(10);
    cache.set('a', 'small', 3);
    expect(cache.set('a', 'huge', 11)).toBe(false);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('replacing a key counts only its new weight; delete and clear give the bytes back', () => {
    const cache = new ByteBudgetLru<string>(10);
    cache.set('a', 'one', 6);
    cache.set('a', 'two', 2);
    expect(cache.bytes).toBe(2);
    cache.set('b', 'B', 5);
    cache.delete('a');
    expect({ size: cache.size, bytes: cache.bytes }).toEqual({ size: 1, bytes: 5 });
    cache.clear();
    expect({ size: cache.size, bytes: cache.bytes }).toEqual({ size: 0, bytes: 0 });
  });
});
