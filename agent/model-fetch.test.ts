import { gzipSync } from 'node:zlib';
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { modelFetch } from './model-fetch.ts';

const ORIGIN = 'http://model-fetch.test';

afterEach(() => nock.cleanAll());

describe('modelFetch', () => {
  it('posts the body with its headers and hands back the status, headers and JSON of the reply', async () => {
    const body = JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'olá, tudo bem?' }] });
    const scope = nock(ORIGIN, {
      reqheaders: { authorization: 'Bearer k', 'content-type': 'application/json' },
    })
      .post('/v1/chat/completions', (sent) => sent.messages[0].content === 'olá, tudo bem?')
      .reply(200, { id: 'c1', choices: [] }, { 'x-request-id': 'req-1' });
    const res = await modelFetch(`${ORIGIN}/v1/chat/completions`, {
      method: 'POST',
      headers: new Headers({ authorization: 'Bearer k', 'content-type': 'application/json' }),
      body,
    });
    expect(res.status).toBe(200);
    expect(res.ok).toBe(true);
    expect(res.headers.get('x-request-id')).toBe('req-1');
    expect(await res.json()).toEqual({ id: 'c1', choices: [] });
    expect(scope.isDone()).toBe(true);
  });

  it('hands an error status back as a response for the SDK to read', async () => {
    nock(ORIGIN)
      .post('/v1/chat/completions')
      .reply(429, { error: { message: 'devagar' } });
    const res = await modelFetch(`${ORIGIN}/v1/chat/completions`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: { message: 'devagar' } });
  });

  it('decodes a body a proxy compressed', async () => {
    nock(ORIGIN)
      .get('/v1/models')
      .reply(200, gzipSync(JSON.stringify({ data: [] })), { 'content-encoding': 'gzip' });
    const res = await modelFetch(`${ORIGIN}/v1/models`);
    expect(await res.json()).toEqual({ data: [] });
  });

  it('gives up with an AbortError when the signal aborts before the reply', async () => {
    nock(ORIGIN).post('/v1/chat/completions').delay(5_000).reply(200, {});
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    await expect(
      modelFetch(`${ORIGIN}/v1/chat/completions`, { method: 'POST', body: '{}', signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('rejects a connection that fails', async () => {
    // A port nothing listens on.
    await expect(
      modelFetch('http://127.0.0.1:1/v1/chat/completions', { method: 'POST', body: '{}' }),
    ).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
