/**
 * An e-mail address kept before the e-mail rule refused `?`, `&`, `=` and `%`, written straight into
 * the database as the intake seals a message: the inbox answers it as stored, and the reply link the
 * inbox builds from that answer opens a draft to that one address with the subject alone — no Bcc,
 * no body.
 */
import { randomUUID } from 'node:crypto';
import type { InboxMessageDetail } from '@ksei/shared/node';
// The rule keeps sections apart at run time; this test is no section: it builds the inbox's own link.
// eslint-disable-next-line no-restricted-imports
import { mailtoHref } from '../../../../mf-forms/src/features/inbox/mailto';
import { sealContext } from '../../../src/domains/forms/intake.js';
import { sealJson } from '../../../src/domains/forms/sealing.js';
import { describeEachEngine } from '../../support/engines.js';
import { VALID_CONTACT } from '../../support/forms-requests.js';
import { staffGet, useInboxServer } from '../../support/inbox.js';

const STORED = 'x?bcc=spy%40evil.example&body=Klik%20tautan%20ini@evil.example';

describeEachEngine('inbox: an address stored before the e-mail rule', (engine) => {
  const server = useInboxServer(engine);

  it('reaches the inbox as stored, and its reply link carries no header but the subject', async () => {
    const id = randomUUID();
    const fields = { ...VALID_CONTACT, email: STORED };
    const sealed = sealJson(server().config.forms.keys, fields, sealContext.contact(id));
    await server().db.query(
      `insert into contact_messages (id, reference, locale, key_id, sealed) values ($1, 'KSEI-LEGACY01', 'id', $2, $3)`,
      [id, sealed.keyId, sealed.sealed],
    );
    const response = await staffGet(server(), '/api/inbox/messages/KSEI-LEGACY01', server().tokens.messages);
    expect(response.statusCode).toBe(200);
    const message = (response.json() as { data: InboxMessageDetail }).data;
    expect(message.fields['email']).toBe(STORED);

    const link = new URL(mailtoHref(message.fields['email'] ?? '', `${message.reference}: ${message.subject}`));
    expect(link.protocol).toBe('mailto:');
    expect([...link.searchParams.keys()]).toEqual(['subject']);
    expect(link.searchParams.get('subject')).toBe(`KSEI-LEGACY01: ${VALID_CONTACT.subject}`);
    expect(decodeURIComponent(link.pathname)).toBe(STORED);
  });
});
