import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  dataDirFailure,
  describeThrown,
  StartupError,
  startupFailure,
  startupFailureMessage,
  systemErrorCode,
  withTimeout,
} from '../../src/startup/startup-errors.js';

/** What `fn` throws (a real error from the file system or network). */
function thrownBy(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

/** How PGlite's start-up failures reach the main thread: Emscripten's errno object as the cause. */
const pgliteFailure = (errno: number): Error =>
  new Error('PGlite worker failed: undefined; the embedded database is unavailable until the server restarts', {
    cause: { name: 'ErrnoError', errno },
  });

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-startup-errors-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('describeThrown', () => {
  it('describes any thrown value in words, never as [object Object]', () => {
    const cyclic: Record<string, unknown> = { name: 'Loop' };
    cyclic['cause'] = cyclic;
    const cases: [unknown, string][] = [
      [new Error('boom'), 'boom'],
      [new Error('outer', { cause: new Error('inner') }), 'outer (cause: inner)'],
      [pgliteFailure(51), 'PGlite worker failed: undefined; '],
      [{ name: 'ErrnoError', errno: 51 }, 'ErrnoError (errno 51: ENOSPC)'],
      [{ message: 'disk gone', code: 'EIO' }, 'disk gone (code EIO)'],
      [{ some: 'thing', n: 1 }, "{ some: 'thing', n: 1 }"],
      [{}, '{}'],
      ['plain text', 'plain text'],
      ['', '(empty message)'],
      [undefined, 'undefined'],
      [null, 'null'],
      [42, '42'],
      [cyclic, 'Loop'],
    ];
    for (const [value, expected] of cases) {
      const text = describeThrown(value);
      expect(text).toContain(expected);
      expect(text).not.toContain('[object Object]');
    }
    expect(describeThrown(pgliteFailure(51))).toContain('(cause: ErrnoError (errno 51: ENOSPC))');
  });
});

describe('systemErrorCode', () => {
  it('finds the code in Node errors, PGlite errno objects, SQLSTATEs and causes', () => {
    expect(systemErrorCode(pgliteFailure(69))).toBe('EROFS');
    expect(systemErrorCode(pgliteFailure(2))).toBe('EACCES');
    expect(systemErrorCode(Object.assign(new Error('could not extend file'), { code: '53100' }))).toBe('ENOSPC');
    expect(systemErrorCode(new Error('could not write block 7: No space left on device'))).toBe('ENOSPC');
    expect(systemErrorCode(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBeUndefined();
    expect(systemErrorCode('nothing')).toBeUndefined();
  });
});

describe('dataDirFailure', () => {
  it('says a full disk is full, and what to do', () => {
    const error = thrownBy(() => fs.writeFileSync('/dev/full', 'x'));
    expect(systemErrorCode(error)).toBe('ENOSPC');
    const failure = dataDirFailure(error, dir, 'set up the database');
    expect(failure).toBeInstanceOf(StartupError);
    expect(failure.message).toBe(
      `Cannot set up the database: no space left on the disk holding DATA_DIR ${dir}. ` +
        'Free some space or choose another DATA_DIR. (ENOSPC: no space left on device, write)',
    );
    expect(dataDirFailure(pgliteFailure(51), dir, 'open the database').message).toContain(
      `no space left on the disk holding DATA_DIR ${dir}`,
    );
  });

  it('says a folder it may not write is not writable, naming the user', () => {
    // Even root may not create files in /sys: a real EACCES without mounting anything.
    const error = thrownBy(() => fs.openSync('/sys/ksei-test', 'wx'));
    expect(systemErrorCode(error)).toBe('EACCES');
    const { message } = dataDirFailure(error, dir, 'lock DATA_DIR');
    expect(message).toContain(`Cannot lock DATA_DIR: DATA_DIR ${dir} is not writable by this process (user id `);
    expect(message).toContain('Give it write access or choose another DATA_DIR.');
  });

  it('says a read-only file system is read-only', () => {
    expect(dataDirFailure(pgliteFailure(69), dir, 'open the database').message).toContain(
      `Cannot open the database: DATA_DIR ${dir} is on a read-only file system. Mount it writable or choose another`,
    );
  });

  it('says a file in the way is a file', () => {
    const file = path.join(dir, 'file');
    fs.writeFileSync(file, '');
    const error = thrownBy(() => fs.mkdirSync(path.join(file, 'pglite')));
    expect(dataDirFailure(error, file, 'create the database folder').message).toContain(
      `DATA_DIR ${file} or a folder above it is a file, not a folder. Point DATA_DIR at a folder.`,
    );
  });

  it('passes anything else on in words', () => {
    expect(dataDirFailure({ reason: 'odd' }, dir, 'open the database').message).toBe(
      `Cannot open the database in DATA_DIR ${dir}: { reason: 'odd' }`,
    );
  });
});

describe('startupFailure', () => {
  it('with PostgreSQL, does not blame DATA_DIR for the database server', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const refused = await new Promise<unknown>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.on('error', resolve);
    });
    const context = { dataDir: dir, action: 'connect to PostgreSQL (DATABASE_URL)', embeddedDatabase: false };
    expect(startupFailure(refused, context).message).toBe(
      `Cannot connect to PostgreSQL (DATABASE_URL): connect ECONNREFUSED 127.0.0.1:${port}`,
    );
    // A file under DATA_DIR (the seed's downloads) is DATA_DIR's problem again.
    const full = Object.assign(new Error('ENOSPC: no space left on device, write'), {
      code: 'ENOSPC',
      path: path.join(dir, 'files', 'a.pdf'),
    });
    expect(startupFailure(full, { ...context, action: 'set up the database' }).message).toContain(
      `no space left on the disk holding DATA_DIR ${dir}`,
    );
  });

  it('keeps a message already written for the operator', () => {
    const ready = new StartupError('DATA_DIR /x is in use by process 7');
    expect(startupFailure(ready, { dataDir: dir, action: 'x', embeddedDatabase: true })).toBe(ready);
    expect(startupFailureMessage(ready)).toBe('DATA_DIR /x is in use by process 7');
    expect(startupFailureMessage({ name: 'ErrnoError', errno: 69 })).toBe('ErrnoError (errno 69: EROFS)');
  });
});

describe('withTimeout', () => {
  it('gives up on a promise that never settles, with the message', async () => {
    const started = Date.now();
    await expect(withTimeout(new Promise(() => undefined), 50, 'opening took too long')).rejects.toThrow(
      new StartupError('opening took too long'),
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('passes a settled promise through', async () => {
    await expect(withTimeout(Promise.resolve(7), 50, 'x')).resolves.toBe(7);
    await expect(withTimeout(Promise.reject(new Error('no')), 50, 'x')).rejects.toThrow('no');
  });
});
