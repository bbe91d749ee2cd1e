import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadOnChunkError } from '../src/runtime/chunk-reload';

function chunkError(): Error {
  const error = new Error('Loading chunk 123 failed.\n(error: http://x/123.js)');
  error.name = 'ChunkLoadError';
  return error;
}

function environment(start = 1_000_000) {
  const values = new Map<string, string>();
  let now = start;
  const reload = jest.fn();
  return {
    env: {
      storage: {
        getItem: (k: string) => values.get(k) ?? null,
        setItem: (k: string, v: string) => void values.set(k, v),
      },
      now: () => now,
      reload,
    },
    reload,
    values,
    advance: (ms: number) => (now += ms),
  };
}

describe('chunk-load reload guard', () => {
  it('recognises chunk failures and nothing else', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads once, not again within 60 s, and again after', () => {
    const { env, reload, values, advance } = environment();
    expect(reloadOnChunkError(chunkError(), env)).toBe(true);
    expect(values.get(CHUNK_RELOAD_KEY)).toBe('1000000');
    advance(59_999);
    expect(reloadOnChunkError(chunkError(), env)).toBe(false);
    advance(1);
    expect(reloadOnChunkError(chunkError(), env)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads for other errors or without storage', () => {
    const { env, reload } = environment();
    expect(reloadOnChunkError(new Error('boom'), env)).toBe(false);
    expect(reloadOnChunkError(chunkError(), { ...env, storage: undefined })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
