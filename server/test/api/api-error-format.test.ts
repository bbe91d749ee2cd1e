import type { ApiErrorBody } from '@ksei/shared/node';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { ApiError, apiErrorHandler, clientErrorStatus, statusMessage } from '../../src/http/error-format.js';

/** A small API with the real error handler: one route per kind of parameter rule, and routes that fail. */
async function errorApp(options: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify(options);
  app.setErrorHandler(apiErrorHandler);
  app.get(
    '/api/rules',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            page: { type: 'integer', minimum: 1, maximum: 100 },
            ratio: { type: 'number' },
            flag: { type: 'boolean' },
            sort: { type: 'string', enum: ['date', '-date'] },
            q: { type: 'string', minLength: 1, maxLength: 5 },
            month: { type: 'string', pattern: '^\\d{4}-\\d{2}$' },
            locale: { type: 'string' },
          },
        },
      },
    },
    async () => ({ ok: true }),
  );
  app.post(
    '/api/report',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string' }, parts: { type: 'array', items: { type: 'integer' } } },
        },
      },
    },
    async () => ({ ok: true }),
  );
  // Rules on a whole part of the request (not on one of its fields): the answer names the part.
  const nothingAllowed = { type: 'object', maxProperties: 0 };
  const ok = async () => ({ ok: true });
  app.get('/api/no-query', { schema: { querystring: nothingAllowed } }, ok);
  app.get('/api/item/:id', { schema: { params: nothingAllowed } }, ok);
  app.get('/api/headers', { schema: { headers: nothingAllowed } }, ok);
  app.get('/api/missing', async () => {
    throw new ApiError(404, 'not_found');
  });
  app.get('/api/refused', async () => {
    throw new ApiError(400, 'bad_request', [
      { name: 'a', message: 'First.' },
      { name: 'b', message: 'Second.' },
    ]);
  });
  app.get('/api/limited', async () => {
    throw new ApiError(429, 'too_many_requests');
  });
  app.get('/api/framework-405', async () => {
    throw Object.assign(new Error('internal detail'), { statusCode: 405 });
  });
  app.get('/api/framework-415', async () => {
    throw Object.assign(new Error('internal detail'), { statusCode: 415 });
  });
  app.get('/api/crash', async () => {
    throw new Error('relation "secret_table" does not exist');
  });
  await app.ready();
  return app;
}

describe('API error format', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await errorApp();
  });
  afterAll(() => app.close());

  const refusal = async (url: string) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json<ApiErrorBody>().error;
  };

  it.each([
    ['page=0', 'page', 'Parameter "page" minimal 1.', 'Parameter "page" must be at least 1.'],
    ['page=101', 'page', 'Parameter "page" maksimal 100.', 'Parameter "page" must be at most 100.'],
    ['page=x', 'page', 'Parameter "page" harus berupa bilangan bulat.', 'Parameter "page" must be an integer.'],
    ['ratio=x', 'ratio', 'Parameter "ratio" harus berupa angka.', 'Parameter "ratio" must be a number.'],
    ['flag=maybe', 'flag', 'Parameter "flag" harus berupa true atau false.', 'Parameter "flag" must be true or false.'],
    [
      'sort=title',
      'sort',
      'Parameter "sort" harus salah satu dari: date, -date.',
      'Parameter "sort" must be one of: date, -date.',
    ],
    ['q=', 'q', 'Parameter "q" tidak boleh kosong.', 'Parameter "q" must not be empty.'],
    [
      'q=abcdef',
      'q',
      'Parameter "q" terlalu panjang (maksimal 5 karakter).',
      'Parameter "q" is too long (at most 5 characters).',
    ],
    ['month=2024', 'month', 'Format parameter "month" tidak valid.', 'Parameter "month" has an invalid format.'],
  ])('refuses %s naming the field, in Indonesian by default and in English', async (query, name, id, en) => {
    const inIndonesian = await refusal(`/api/rules?${query}`);
    expect(inIndonesian).toEqual({
      code: 'bad_request',
      message: `Permintaan tidak valid. ${id}`,
      fields: [{ name, message: id }],
    });
    const inEnglish = await refusal(`/api/rules?${query}&locale=en`);
    expect(inEnglish).toEqual({
      code: 'bad_request',
      message: `The request is not valid. ${en}`,
      fields: [{ name, message: en }],
    });
  });

  it('answers in Indonesian for any locale but English', async () => {
    expect((await refusal('/api/rules?page=0&locale=fr')).fields?.[0]?.message).toBe('Parameter "page" minimal 1.');
    expect((await refusal('/api/rules?locale=EN&page=0')).fields?.[0]?.message).toBe('Parameter "page" minimal 1.');
  });

  it('names a missing body field, a nested one by its top-level name, and a body of the wrong shape', async () => {
    const missing = await app.inject({ method: 'POST', url: '/api/report?locale=en', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ApiErrorBody>().error.fields).toEqual([
      { name: 'name', message: 'Parameter "name" is required.' },
    ]);
    const missingInIndonesian = await app.inject({ method: 'POST', url: '/api/report', payload: {} });
    expect(missingInIndonesian.json<ApiErrorBody>().error.fields).toEqual([
      { name: 'name', message: 'Parameter "name" wajib diisi.' },
    ]);
    const nested = await app.inject({ method: 'POST', url: '/api/report', payload: { name: 'x', parts: [1, 'a'] } });
    expect(nested.json<ApiErrorBody>().error.fields).toEqual([
      { name: 'parts', message: 'Parameter "parts" harus berupa bilangan bulat.' },
    ]);
    const whole = await app.inject({
      method: 'POST',
      url: '/api/report?locale=en',
      payload: '[1]',
      headers: { 'content-type': 'application/json' },
    });
    expect(whole.json<ApiErrorBody>().error.fields).toEqual([
      { name: 'body', message: 'Parameter "body" must be an object.' },
    ]);
  });

  it('names the query, the path parameters or the headers when the rule is on the whole of them', async () => {
    const query = await app.inject({ url: '/api/no-query?a=1' });
    expect(query.statusCode).toBe(400);
    expect(query.json<ApiErrorBody>().error.fields).toEqual([
      { name: 'query', message: 'Format parameter "query" tidak valid.' },
    ]);
    const params = await app.inject({ url: '/api/item/abc?locale=en' });
    expect(params.statusCode).toBe(400);
    expect(params.json<ApiErrorBody>().error.fields).toEqual([
      { name: 'params', message: 'Parameter "params" has an invalid format.' },
    ]);
    const headers = await app.inject({ url: '/api/headers' });
    expect(headers.statusCode).toBe(400);
    expect(headers.json<ApiErrorBody>().error.fields).toEqual([
      { name: 'headers', message: 'Format parameter "headers" tidak valid.' },
    ]);
  });

  it('answers an ApiError with its status and code, its field messages after the general sentence', async () => {
    const missing = await app.inject({ url: '/api/missing?locale=en' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.json<ApiErrorBody>().error).toEqual({
      code: 'not_found',
      message: 'The data you are looking for is not available or has been deleted.',
    });
    expect(missing.json<ApiErrorBody>().error).not.toHaveProperty('fields');
    const refused = await app.inject({ url: '/api/refused' });
    expect(refused.json<ApiErrorBody>().error).toEqual({
      code: 'bad_request',
      message: 'Permintaan tidak valid. First. Second.',
      fields: [
        { name: 'a', message: 'First.' },
        { name: 'b', message: 'Second.' },
      ],
    });
    const limited = await app.inject({ url: '/api/limited?locale=en' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ApiErrorBody>().error).toEqual({
      code: 'too_many_requests',
      message: 'Too many requests. Please wait a moment, then try again.',
    });
  });

  it("keeps a framework client error's status, in the API's words, never the error's own text", async () => {
    const notAllowed = await app.inject({ url: '/api/framework-405?locale=en' });
    expect(notAllowed.statusCode).toBe(405);
    expect(notAllowed.json<ApiErrorBody>().error).toEqual({
      code: 'method_not_allowed',
      message: 'This request method is not supported at this address.',
    });
    const mediaType = await app.inject({ url: '/api/framework-415' });
    expect(mediaType.statusCode).toBe(415);
    expect(mediaType.json<ApiErrorBody>().error).toEqual({ code: 'bad_request', message: 'Permintaan tidak valid.' });
    expect(mediaType.body).not.toContain('internal detail');
  });

  it('answers anything else as a 500 that names nothing internal', async () => {
    const crash = await app.inject({ url: '/api/crash' });
    expect(crash.statusCode).toBe(500);
    expect(crash.headers['cache-control']).toBe('no-store');
    expect(crash.json<ApiErrorBody>().error).toEqual({
      code: 'internal',
      message: 'Terjadi kesalahan pada server. Silakan coba lagi.',
    });
    expect(crash.body).not.toContain('secret_table');
  });
});

describe('unexpected API errors', () => {
  it('are logged with the error for the operators, while the answer names nothing', async () => {
    const lines: string[] = [];
    const app = await errorApp({
      logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } },
    });
    const crash = await app.inject({ url: '/api/crash' });
    expect(crash.statusCode).toBe(500);
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; err?: { message: string } });
    expect(logged).toContainEqual(
      expect.objectContaining({
        msg: 'api: unexpected error',
        err: expect.objectContaining({ message: 'relation "secret_table" does not exist' }),
      }),
    );
    expect(new ApiError(404, 'not_found').name).toBe('ApiError');
    await app.close();
  });
});

describe('client error statuses', () => {
  it('are the 4xx a framework error carries; anything else is none', () => {
    expect(clientErrorStatus({ statusCode: 400 })).toBe(400);
    expect(clientErrorStatus({ statusCode: 499 })).toBe(499);
    expect(clientErrorStatus({ statusCode: 399 })).toBeNull();
    expect(clientErrorStatus({ statusCode: 500 })).toBeNull();
    expect(clientErrorStatus({ statusCode: '404' })).toBeNull();
    expect(clientErrorStatus(null)).toBeNull();
    expect(clientErrorStatus(new Error('x'))).toBeNull();
  });

  it('have their sentence in each language', () => {
    // The spec's data-unavailable message, the same words the pages show.
    expect(statusMessage(404, 'id')).toBe('Data yang Anda cari tidak tersedia atau telah dihapus.');
    expect(statusMessage(405, 'id')).toBe('Metode permintaan ini tidak didukung untuk alamat ini.');
    expect(statusMessage(429, 'id')).toBe('Terlalu banyak permintaan. Tunggu sebentar, lalu coba lagi.');
    expect(statusMessage(418, 'en')).toBe('The request is not valid.');
    expect(statusMessage(499, 'en')).toBe('The request is not valid.');
    expect(statusMessage(500, 'en')).toBe('Something went wrong on the server. Please try again.');
    expect(statusMessage(500, 'id')).toBe('Terjadi kesalahan pada server. Silakan coba lagi.');
    // A 503 (a full hashing queue, a draining or unready server) sent nothing through: say so, and to wait.
    expect(statusMessage(503, 'en')).toBe(
      'The server is busy. Nothing you sent was processed; please wait a moment, then send it again.',
    );
    expect(statusMessage(503, 'id')).toBe(
      'Server sedang sibuk. Data Anda belum diproses; tunggu sebentar, lalu kirim lagi.',
    );
    expect(statusMessage(502, 'en')).toBe('Something went wrong on the server. Please try again.');
    expect(statusMessage(399, 'en')).toBe('Something went wrong on the server. Please try again.');
  });
});
