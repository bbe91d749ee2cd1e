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
      online: () => true,
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

  it('recognises each failed-download message without relying on the error name', () => {
    // Plain `Error`s: webpack's two chunk messages (chunk names of any length), module federation's
    // script error (RUNTIME-008) and the browser's failed dynamic import.
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk vendors-node_modules_react.js failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk src_app_css failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('[ Federation Runtime ]: ScriptNetworkError'))).toBe(true);
    expect(isChunkLoadError(new Error('RUNTIME-008 failed to load remote entry'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk  failed.'))).toBe(false);
  });

  it('recognises an error named ChunkLoadError whatever its message', () => {
    const error = new Error('timeout: https://cdn/123.js');
    error.name = 'ChunkLoadError';
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('recognises only Error objects, not a thrown plain object shaped like one', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'Loading chunk 1 failed.' })).toBe(false);
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

  it('never reloads while the browser is offline, and leaves no stamp that would block the next reload', () => {
    const { env, reload, values } = environment();
    expect(reloadOnChunkError(chunkError(), { ...env, online: () => false })).toBe(false);
    expect(values.has(CHUNK_RELOAD_KEY)).toBe(false);
    expect(reloadOnChunkError(chunkError(), env)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads when the guard cannot write its time (storage full or blocked)', () => {
    const { env, reload } = environment();
    const full = {
      ...env,
      storage: {
        getItem: () => null,
        setItem: (): never => {
          throw new DOMException('quota', 'QuotaExceededError');
        },
      },
    };
    expect(reloadOnChunkError(chunkError(), full)).toBe(false);
    const blocked = {
      ...env,
      storage: {
        getItem: (): never => {
          throw new DOMException('blocked', 'SecurityError');
        },
        setItem: () => undefined,
      },
    };
    expect(reloadOnChunkError(chunkError(), blocked)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('chunk-load reload guard in the browser', () => {
  beforeEach(() => jest.useFakeTimers({ now: 5_000_000 }));
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    window.sessionStorage.clear();
  });

  it("stamps the page's clock in sessionStorage['ksei-reload'] (the key the e2e suite reads) and reloads the page", () => {
    // jsdom cannot reload: it reports the navigation it was asked for as not implemented.
    const reports = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(reloadOnChunkError(chunkError())).toBe(true);
    expect(window.sessionStorage.getItem('ksei-reload')).toBe('5000000');
    expect(reports.mock.calls.map(([error]) => String(error))).toEqual([
      'Error: Not implemented: navigation (except hash changes)',
    ]);
  });

  it('does not reload again within 60 s of the stamp a previous page left', () => {
    window.sessionStorage.setItem('ksei-reload', String(5_000_000 - 59_999));
    const reports = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(reloadOnChunkError(chunkError())).toBe(false);
    expect(reports).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(reloadOnChunkError(chunkError())).toBe(true);
    expect(window.sessionStorage.getItem('ksei-reload')).toBe('5000001');
  });

  it("reads the browser's own online flag: offline, no reload and no stamp", () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    expect(reloadOnChunkError(chunkError())).toBe(false);
    expect(window.sessionStorage.getItem('ksei-reload')).toBeNull();
  });
});
