/**
 * No answer of the forms is kept for anybody: two clients sending the very same request each get
 * their own, freshly made answer, and every answer (errors included) says `no-store` and carries no
 * validator a cache could revalidate with.
 */
import { CAPTCHA, multipart, VALID_CONTACT, VALID_REPORT } from '../../support/forms-requests.js';
import { captchaToken, json, post, useFormsServer } from '../../support/forms-server.js';

const server = useFormsServer();
const clientA = { remoteAddress: '198.51.100.31' };
const clientB = { remoteAddress: '198.51.100.32' };

function expectUncached(response: { headers: Record<string, unknown> }): void {
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['etag']).toBeUndefined();
  expect(response.headers['last-modified']).toBeUndefined();
}

describe('two clients, the same request', () => {
  it('contact: B’s identical submission is stored and answered anew, not from A’s answer', async () => {
    // The same form, each with the token its own captcha gave it (a token is good once).
    const body = async () => json({ ...VALID_CONTACT, [CAPTCHA]: await captchaToken(server()) });
    const a = await post(server(), '/api/forms/contact', await body(), clientA);
    const b = await post(server(), '/api/forms/contact', await body(), clientB);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expectUncached(a);
    expectUncached(b);
    expect(JSON.parse(a.body).reference).not.toBe(JSON.parse(b.body).reference);
  });

  it('whistleblowing: each gets a receipt of its own', async () => {
    const body = async () => multipart({ ...VALID_REPORT, [CAPTCHA]: await captchaToken(server()) });
    const a = await post(server(), '/api/forms/whistleblowing', await body(), clientA);
    const b = await post(server(), '/api/forms/whistleblowing', await body(), clientB);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expectUncached(a);
    expectUncached(b);
    expect(JSON.parse(a.body).receipt).not.toBe(JSON.parse(b.body).receipt);
  });

  it('status: B’s identical lookup, after the report moved on, answers the new status, not what A was told', async () => {
    const report = await post(
      server(),
      '/api/forms/whistleblowing',
      multipart({ ...VALID_REPORT, [CAPTCHA]: await captchaToken(server()) }),
      clientA,
    );
    const { receipt } = JSON.parse(report.body) as { receipt: string };
    const lookup = async () => json({ receipt, [CAPTCHA]: await captchaToken(server()) });
    const a = await post(server(), '/api/forms/whistleblowing/status', await lookup(), clientA);
    expect(JSON.parse(a.body).status).toBe('received');
    expectUncached(a);
    await server().db.query(
      `update whistleblowing_reports set status = 'closed', updated_at = now(), closed_at = now()`,
    );
    const b = await post(server(), '/api/forms/whistleblowing/status', await lookup(), clientB);
    expect(JSON.parse(b.body).status).toBe('closed');
    expectUncached(b);
  });

  it('every refusal is uncached too: 400, 403, 404, 413', async () => {
    const answers = [
      await post(server(), '/api/forms/contact', json({}), clientA),
      await post(server(), '/api/forms/contact', json({}), { ...clientA, headers: { origin: 'https://evil.example' } }),
      await post(
        server(),
        '/api/forms/whistleblowing/status',
        json({ receipt: '0000-0000-0000-0001', [CAPTCHA]: await captchaToken(server()) }),
        clientA,
      ),
      await post(server(), '/api/forms/contact', json({ message: 'x'.repeat(50_000) }), clientA),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 403, 404, 413]);
    for (const answer of answers) expectUncached(answer);
  });
});
