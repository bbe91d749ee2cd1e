/**
 * @jest-environment node
 */
import type { AxiosAdapter, AxiosResponse } from 'axios';
import { AxiosError, AxiosHeaders } from 'axios';
import { configureServerHttp, type Locale } from '@ksei/shared';
import { sendForm } from '@ksei/shared/forms';

/**
 * The kit's send: the API's answer turned into the form's outcome. The API is played by an axios
 * adapter (the kit's outside boundary; the real API answers in server/test and e2e). Expected words
 * are written here, in both languages, as a visitor reads them.
 */
function apiAnswers(answer: 'no answer' | readonly [number, unknown]): void {
  const adapter: AxiosAdapter = async (config) => {
    if (answer === 'no answer') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const [status, data] = answer;
    const response: AxiosResponse = { data, status, statusText: '', headers: new AxiosHeaders(), config, request: {} };
    if (status < 400) return response;
    throw new AxiosError('refused', AxiosError.ERR_BAD_REQUEST, config, {}, response);
  };
  configureServerHttp({ baseURL: 'http://server.internal/', adapter });
}

const VALUES = { name: 'Siti' };
const FILE_TOO_BIG = { id: 'Berkas bukti paling besar 2 MB.', en: 'The evidence file can be at most 2 MB.' };
const WORDS = {
  id: {
    fields: /Perbaiki isian yang ditandai/,
    rateLimited: /Terlalu banyak percobaan/,
    network: /Periksa koneksi Anda.*tetap tersimpan/,
    server: /Terjadi kesalahan.*tetap tersimpan/,
  },
  en: {
    fields: /Correct the marked fields/,
    rateLimited: /Too many attempts/,
    network: /Check your connection.*Everything you typed is kept/,
    server: /Something went wrong.*Everything you typed is kept/,
  },
} as const;

const send = (locale: Locale) =>
  sendForm<{ reference: string }>('/api/forms/x', { name: 'Siti' }, VALUES, locale, {
    tooLarge: { evidence: FILE_TOO_BIG[locale] },
  });

describe.each(['id', 'en'] as const)('sendForm (%s)', (locale) => {
  it('answers the accepted body', async () => {
    apiAnswers([201, { reference: 'R-1' }]);
    expect(await send(locale)).toEqual({ ok: true, reference: 'R-1' });
  });

  it('a 413 naming no field puts the form’s too-large message on its file field, every value kept', async () => {
    apiAnswers([413, { error: { code: 'payload_too_large', message: 'too large' } }]);
    const outcome = await send(locale);
    expect(outcome).toMatchObject({ ok: false, values: VALUES, fields: { evidence: FILE_TOO_BIG[locale] } });
  });

  it('a 413 naming its fields keeps the API’s messages, not the too-large one', async () => {
    apiAnswers([413, { error: { code: 'bad', message: 'm', fields: [{ name: 'name', message: 'Too long.' }] } }]);
    expect(await send(locale)).toMatchObject({ ok: false, fields: { name: 'Too long.' } });
  });

  it('a 400 with fields shows each beside its field', async () => {
    apiAnswers([
      400,
      { error: { code: 'bad_request', message: 'Check it.', fields: [{ name: 'name', message: 'No.' }] } },
    ]);
    expect(await send(locale)).toEqual({ ok: false, values: VALUES, fields: { name: 'No.' }, message: 'Check it.' });
  });

  it('a 429 says to wait, in the page’s language', async () => {
    apiAnswers([429, { error: { code: 'rate_limited', message: 'x' } }]);
    const outcome = await send(locale);
    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? '' : outcome.message).toMatch(WORDS[locale].rateLimited);
  });

  it('no answer says nothing typed is lost', async () => {
    apiAnswers('no answer');
    const outcome = await send(locale);
    expect(outcome).toMatchObject({ ok: false, values: VALUES, fields: {} });
    expect(outcome.ok ? '' : outcome.message).toMatch(WORDS[locale].network);
  });

  it('a 500 hides the API’s words behind the kit’s own', async () => {
    apiAnswers([500, { error: { code: 'internal', message: 'stack trace here' } }]);
    const outcome = await send(locale);
    expect(outcome.ok ? '' : outcome.message).toMatch(WORDS[locale].server);
    expect(JSON.stringify(outcome)).not.toContain('stack trace');
  });
});
