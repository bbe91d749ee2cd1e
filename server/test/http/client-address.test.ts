/**
 * What one client is for a limit (its address group) and the keyed hash its counts are stored under:
 * spellings and /64 neighbours of one IPv6 client are one group, a mapped IPv4 is the IPv4, the key
 * changes when the period's secret rotates, and servers sharing one database derive the same key.
 */
import type { Database } from '../../src/db/database.js';
import { addressGroup, createClientKeys } from '../../src/http/client-address.js';
import { describeEachEngine } from '../support/engines.js';

const DAY_MS = 24 * 60 * 60_000;

describe('addressGroup', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
  });

  it('makes an IPv4-mapped IPv6 address its IPv4, in either spelling', () => {
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(addressGroup('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('writes one IPv6 address one way whatever its spelling', () => {
    const spellings = [
      '2001:db8:0:1::5',
      '2001:0DB8:0000:0001:0000:0000:0000:0005',
      '2001:db8::1:0:0:0:5',
      '2001:db8:0:1:0:0:0:5%eth0',
    ];
    expect(spellings.map(addressGroup)).toEqual(spellings.map(() => '2001:db8:0:1::/64'));
  });

  it('makes two addresses in one /64 one client, and the next /64 another', () => {
    expect(addressGroup('2001:db8:aa:bb:1:2:3:4')).toBe(addressGroup('2001:db8:aa:bb:ffff:ffff:ffff:ffff'));
    expect(addressGroup('2001:db8:aa:bc::1')).toBe('2001:db8:aa:bc::/64');
    expect(addressGroup('2001:db8:aa:bc::1')).not.toBe(addressGroup('2001:db8:aa:bb::1'));
  });

  it('reads an IPv6 address ending in dotted IPv4 that is not mapped as IPv6', () => {
    expect(addressGroup('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
  });
});

describe('client keys without a database', () => {
  it('are one key per address group, and not the address', async () => {
    const keys = createClientKeys();
    const key = await keys.keyFor('2001:db8:0:1::5');
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await keys.keyFor('2001:db8:0:1:ffff::9')).toBe(key);
    expect(await keys.keyFor('2001:db8:0:2::5')).not.toBe(key);
    expect(await keys.keyFor('::ffff:192.0.2.1')).toBe(await keys.keyFor('192.0.2.1'));
  });

  it('change when the period turns (a day), not before', async () => {
    let now = 20_000 * DAY_MS;
    const keys = createClientKeys({ now: () => now });
    const first = await keys.keyFor('192.0.2.1');
    now += DAY_MS - 1;
    expect(await keys.keyFor('192.0.2.1')).toBe(first);
    now += 1;
    expect(await keys.keyFor('192.0.2.1')).not.toBe(first);
  });
});

describeEachEngine('client keys on a shared database', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await engine.createMigrated();
  });
  afterAll(() => db.close());

  it('two servers derive the same key for one address; another pepper or period does not', async () => {
    let now = 30_000 * DAY_MS + 5;
    const pepper = Buffer.alloc(32, 7);
    const serverA = createClientKeys({ db, pepper, now: () => now });
    const serverB = createClientKeys({ db, pepper, now: () => now });
    const [a, b] = await Promise.all([serverA.keyFor('198.51.100.9'), serverB.keyFor('198.51.100.9')]);
    expect(a).toBe(b);
    expect(await createClientKeys({ db, pepper: Buffer.alloc(32, 8), now: () => now }).keyFor('198.51.100.9')).not.toBe(
      a,
    );
    now += DAY_MS;
    const [nextA, nextB] = [await serverA.keyFor('198.51.100.9'), await serverB.keyFor('198.51.100.9')];
    expect(nextA).toBe(nextB);
    expect(nextA).not.toBe(a);
  });

  it('keeps the current and previous periods’ secrets only', async () => {
    let now = 40_000 * DAY_MS;
    const keys = createClientKeys({ db, now: () => now });
    for (let day = 0; day < 4; day += 1) {
      await keys.keyFor('198.51.100.9');
      now += DAY_MS;
    }
    await keys.keyFor('198.51.100.9');
    const rows = await db.query<{ period: string }>('select period::text from client_address_secrets order by period');
    expect(rows.map((row) => row.period)).toEqual(['40003', '40004']);
  });
});
