import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '../../src/db/database.js';
import { createPgliteDatabase, startPgliteWorker } from '../../src/db/pglite.js';
import { poolSizeFrom } from '../../src/db/postgres.js';

// Each PGlite takes seconds to start on a busy machine; a run from the repository root ignores the
// project's testTimeout.
jest.setTimeout(60_000);

/** Rejects if `promise` has not settled within `ms`, so a hang fails with a message, not a timeout. */
function settleWithin<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still pending after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

async function errorOf(promise: Promise<unknown>): Promise<Error & Record<string, unknown>> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof Error)) throw new Error(`expected a rejection with an Error, got ${String(error)}`);
  return error as Error & Record<string, unknown>;
}

describe('PGlite in a worker thread', () => {
  let db: Database;

  beforeAll(async () => {
    db = await createPgliteDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it('keeps the main event loop running while a query is slow', async () => {
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 10);
    const started = performance.now();
    try {
      await db.query('select pg_sleep(0.4)');
    } finally {
      clearInterval(timer);
    }
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    // About 40 when the loop is free; PGlite on the main thread blocks it for the whole query (0).
    expect(ticks).toBeGreaterThanOrEqual(10);
  });

  it('returns the same values as PGlite in-process (dates, numbers, bigint, jsonb, arrays, bytea, null)', async () => {
    const sql = `select timestamptz '2024-05-06 07:08:09+07' as at, date '2024-05-06' as day, 42 as int4,
      3.5::float8 as float, 12.30::numeric as num, 9007199254740993::int8 as big,
      (select count(*) from generate_series(1, 3)) as counted, '{"a":[1,{"b":null}]}'::jsonb as doc,
      array['x','y'] as texts, array[1,2]::int[] as ints, null::text as nothing, true as yes,
      '\\xdeadbeef'::bytea as bytes, $1::text as text_param, $2::jsonb as json_param, $3::timestamptz as date_param`;
    const params = ['tekst', { k: [1, 2] }, new Date('2024-01-02T03:04:05Z')];
    const inProcess = new PGlite();
    try {
      const expected = (await inProcess.query(sql, params)).rows;
      const [row] = await db.query<Record<string, unknown>>(sql, params);
      expect([row]).toEqual(expected);
      // Structured clone keeps the kinds, not only the shapes (values come from another realm).
      expect(Object.prototype.toString.call(row?.['at'])).toBe('[object Date]');
      expect(row?.['at']).toEqual(new Date('2024-05-06T00:08:09Z'));
      expect(typeof row?.['big']).toBe('bigint');
      expect(row?.['counted']).toBe(3);
      expect(row?.['doc']).toEqual({ a: [1, { b: null }] });
      expect(Object.prototype.toString.call(row?.['bytes'])).toBe('[object Uint8Array]');
      expect(row?.['nothing']).toBeNull();
      expect(row?.['date_param']).toEqual(params[2]);
    } finally {
      await inProcess.close();
    }
  });

  it('rejects with real Errors that keep the PostgreSQL code, message and fields', async () => {
    await db.exec('create table error_probe (id int primary key)');
    await db.query('insert into error_probe values (1)');

    const duplicate = await errorOf(db.query('insert into error_probe values ($1)', [1]));
    expect(duplicate).toBeInstanceOf(Error);
    expect(duplicate.message).toBe('duplicate key value violates unique constraint "error_probe_pkey"');
    expect(duplicate).toMatchObject({
      code: '23505',
      severity: 'ERROR',
      detail: 'Key (id)=(1) already exists.',
      table: 'error_probe',
      constraint: 'error_probe_pkey',
    });

    const missing = await errorOf(db.query('select * from missing_table'));
    expect(missing).toBeInstanceOf(Error);
    expect(missing.message).toBe('relation "missing_table" does not exist');
    expect(missing.code).toBe('42P01');

    const inTransaction = await errorOf(db.transaction((tx) => tx.exec('select * from missing_table')));
    expect(inTransaction.code).toBe('42P01');
    // The connection is usable again after each failure.
    expect(await db.query('select count(*)::int as n from error_probe')).toEqual([{ n: 1 }]);
  });

  it('rejects parameters that cannot be sent to the worker, and stays usable', async () => {
    await expect(db.query('select $1::text as v', [() => 'code'])).rejects.toThrow(
      /^PGlite: cannot send the statement to the worker: .*could not be cloned/,
    );
    expect(await db.query('select 1 as one')).toEqual([{ one: 1 }]);
  });

  it('rolls a failed transaction back and keeps statements sent meanwhile out of it', async () => {
    await db.exec('create table tx_probe (id int primary key)');
    const failure = new Error('work failed');
    let meanwhile: Promise<[unknown[], unknown[]]> | undefined;
    const transaction = db.transaction(async (tx) => {
      await tx.query('insert into tx_probe values (1)');
      // Not through `tx`: must wait for the transaction to end, not run inside it.
      meanwhile = Promise.all([
        db.query('insert into tx_probe values (2) returning id'),
        db.query('select id from tx_probe order by id'),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await tx.query('select id from tx_probe order by id')).toEqual([{ id: 1 }]);
      throw failure;
    });
    await expect(transaction).rejects.toBe(failure);
    const [inserted, seen] = await settleWithin(meanwhile ?? Promise.reject(new Error('work did not run')), 10_000);
    expect(inserted).toEqual([{ id: 2 }]);
    expect(seen).toEqual([{ id: 2 }]);
    expect(await db.query('select id from tx_probe order by id')).toEqual([{ id: 2 }]);

    // And one that resolves is committed, with its result passed through.
    await expect(
      db.transaction(async (tx) => (await tx.query('insert into tx_probe values (3) returning id'))[0]),
    ).resolves.toEqual({ id: 3 });
    expect(await db.query('select id from tx_probe order by id')).toEqual([{ id: 2 }, { id: 3 }]);
  });
});

describe('PGlite worker that dies', () => {
  it('fails to start with the cause, when the data folder cannot be created', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-pglite-worker-'));
    try {
      const file = path.join(root, 'a-file');
      fs.writeFileSync(file, '');
      await expect(settleWithin(createPgliteDatabase(path.join(file, 'pglite')), 20_000)).rejects.toThrow(
        /^PGlite worker failed: ENOTDIR: .* while starting$/,
      );
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('rejects pending and later calls with a clear error instead of hanging', async () => {
    const { database, worker } = await startPgliteWorker();
    try {
      const slow = database.query('select pg_sleep(30)');
      await worker.terminate();
      const unavailable = /PGlite worker exited unexpectedly \(exit code \d+\); the embedded database is unavailable/;
      await expect(settleWithin(slow, 5_000)).rejects.toThrow(unavailable);
      await expect(settleWithin(database.query('select 1'), 5_000)).rejects.toThrow(unavailable);
      await expect(
        settleWithin(
          database.transaction(() => Promise.resolve()),
          5_000,
        ),
      ).rejects.toThrow(unavailable);
    } finally {
      await settleWithin(database.close(), 5_000);
    }
  });
});

describe('PGlite worker from a template', () => {
  it('starts a copy of a dumped database: its tables and rows, and changes that stay its own', async () => {
    const { database: source, dump } = await startPgliteWorker();
    let copy: Database | undefined;
    let second: Database | undefined;
    try {
      await source.exec('create table kept (note text)');
      await source.query('insert into kept values ($1)', ['in the template']);
      const template = await dump();
      copy = await createPgliteDatabase(undefined, { template });
      expect(await copy.query('select note from kept')).toEqual([{ note: 'in the template' }]);
      await copy.query('insert into kept values ($1)', ['only in the copy']);
      second = await createPgliteDatabase(undefined, { template });
      expect(await second.query('select note from kept')).toEqual([{ note: 'in the template' }]);
      expect(await source.query('select count(*)::int as n from kept')).toEqual([{ n: 1 }]);
    } finally {
      await Promise.all([source.close(), copy?.close(), second?.close()]);
    }
  });
});

describe('PGlite worker on files', () => {
  it('reads back after close and reopen what one instance wrote, and refuses calls once closed', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-pglite-worker-'));
    const dir = path.join(root, 'created', 'pglite');
    try {
      const first = await createPgliteDatabase(dir);
      await first.exec('create table kept (note text)');
      await first.transaction((tx) => tx.query('insert into kept values ($1)', ['written by the first instance']));
      await first.close();
      await expect(first.query('select 1')).rejects.toThrow('PGlite database is closed');
      expect(fs.readdirSync(dir)).toContain('PG_VERSION');

      const second = await createPgliteDatabase(dir);
      try {
        expect(await second.query('select note from kept')).toEqual([{ note: 'written by the first instance' }]);
      } finally {
        await second.close();
      }
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('PostgreSQL pool size (the scale-out path)', () => {
  it('comes from DATABASE_POOL_SIZE, 10 by default, and refuses anything but a whole number ≥ 1', () => {
    expect(poolSizeFrom({})).toBe(10);
    expect(poolSizeFrom({ DATABASE_POOL_SIZE: ' ' })).toBe(10);
    expect(poolSizeFrom({ DATABASE_POOL_SIZE: '25' })).toBe(25);
    for (const bad of ['0', '-3', '2.5', 'ten', '1e3']) {
      expect(() => poolSizeFrom({ DATABASE_POOL_SIZE: bad })).toThrow(
        `DATABASE_POOL_SIZE must be a whole number ≥ 1, not "${bad}"`,
      );
    }
  });
});
