/**
 * The publishing suites' server: a real app on a seeded database (its announcements adopted as
 * published items), staff accounts with the publication section's scopes signed in through
 * `/api/auth/login`, and calls made with their tokens.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { EditorItem, StaffScope } from '@ksei/shared/node';
import { addStaff, bearer, NO_RATE_LIMIT, tokenFor } from './auth-server.js';
import { serverDatabase, type Engine } from './engines.js';
import { startTestServer, useStarted, type TestServer } from './fixtures.js';

/** Who is who: two publishers (a second pair of eyes for each other), a writer, an emergency publisher. */
export const PEOPLE = {
  ayu: { email: 'ayu@ksei.example', name: 'Ayu Lestari', scope: ['publication:edit', 'publication:publish'] },
  budi: { email: 'budi@ksei.example', name: 'Budi Santoso', scope: ['publication:edit', 'publication:publish'] },
  citra: { email: 'citra@ksei.example', name: 'Citra Dewi', scope: ['publication:edit'] },
  dewi: { email: 'dewi@ksei.example', name: 'Dewi Anggraini', scope: ['publication:edit', 'publishing:emergency'] },
  eka: { email: 'eka@ksei.example', name: 'Eka Putra', scope: ['messages:read', 'regulations:publish'] },
  // The regulations section's pair: neither may touch the publication section's items.
  fajar: { email: 'fajar@ksei.example', name: 'Fajar Nugroho', scope: ['regulations:edit', 'regulations:publish'] },
  gita: { email: 'gita@ksei.example', name: 'Gita Purnama', scope: ['regulations:edit', 'regulations:publish'] },
  // The careers section's pair.
  hana: { email: 'hana@ksei.example', name: 'Hana Pertiwi', scope: ['careers:edit', 'careers:publish'] },
  indra: { email: 'indra@ksei.example', name: 'Indra Gunawan', scope: ['careers:edit', 'careers:publish'] },
  // The about section's pair (the FAQ, the company pages).
  joko: { email: 'joko@ksei.example', name: 'Joko Susilo', scope: ['about:edit', 'about:publish'] },
  kartika: { email: 'kartika@ksei.example', name: 'Kartika Sari', scope: ['about:edit', 'about:publish'] },
} as const satisfies Record<string, { email: string; name: string; scope: readonly StaffScope[] }>;
export type Person = keyof typeof PEOPLE;

export interface PublishingServer extends TestServer {
  call(who: Person, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<LightMyRequestResponse>;
  /** The `Authorization` header of `who`'s session, for a request made by hand. */
  headers(who: Person): Record<string, string>;
  /** A file sent as the editor sends it: multipart, one part `file` with its name. */
  upload(who: Person, bytes: Buffer, name: string, url?: string, field?: string): Promise<LightMyRequestResponse>;
}

/** A multipart body of one file part. */
export function multipartFile(bytes: Buffer, name: string, field = 'file') {
  const boundary = `----ksei${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function startPublishingServer(engine: Engine): Promise<PublishingServer> {
  const server = await startTestServer({
    ...serverDatabase(engine),
    seed: true,
    env: { FORMS: 'off' },
    build: { rateLimits: { holdMs: 0, policies: NO_RATE_LIMIT } },
  });
  const tokens = new Map<Person, string>();
  for (const [who, person] of Object.entries(PEOPLE) as [Person, (typeof PEOPLE)[Person]][]) {
    await addStaff(server.db, person.email, person.scope, person.name);
    tokens.set(who, await tokenFor(server.app, person.email));
  }
  return {
    ...server,
    call: (who, method, url, payload) =>
      server.app.inject({ method, url, headers: bearer(tokens.get(who) ?? ''), ...(payload ? { payload } : {}) }),
    headers: (who) => bearer(tokens.get(who) ?? ''),
    upload: (who, bytes, name, url = '/api/publishing/announcement/attachments', field = 'file') => {
      const body = multipartFile(bytes, name, field);
      return server.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(tokens.get(who) ?? ''), ...body.headers },
        payload: body.payload,
      });
    },
  };
}

/** One publishing server per `describe` block. */
export function usePublishingServer(engine: Engine): () => PublishingServer {
  return useStarted('publishing test server', () => startPublishingServer(engine), 60_000);
}

/** A complete announcement in both languages, as an editor fills it in. */
export function announcementData(code: string, date: string, notice = 'new') {
  return {
    shared: { type: 'corporate-action', date, referenceNumber: `KSEI-9${code.length}001/JKU/1126`, notice },
    parts: {
      id: { title: `Jadwal Pembagian Dividen Tunai ${code}` },
      en: { title: `Cash Dividend Distribution Schedule of ${code}` },
    },
  };
}

/** A workflow action by `who` on `item`, made from its version. */
export async function act(server: PublishingServer, who: Person, item: EditorItem, action: string, body: object = {}) {
  return server.call(who, 'POST', `/api/publishing/${item.type}/${item.id}/${action}`, {
    version: item.version,
    ...body,
  });
}

/**
 * The public answer once it is fresh: a commit reaches every copy through the data-change notices
 * (at once on PGlite, within a second on PostgreSQL), so a reader polls. The bound only ends a failing
 * test; how fresh answers are is the bench's to measure.
 */
export async function fresh<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 15_000;
  let value = await read();
  while (!done(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}
