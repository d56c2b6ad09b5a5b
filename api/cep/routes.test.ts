import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import nock from 'nock';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testOrigin } from '#api/auth/auth-test-client.ts';
import { createTestApp } from '#tests/factories/shops.ts';
import { createLruCache } from './lru-cache.ts';
import { createViaCepClient, ViaCepUnavailableError } from './viacep-client.ts';

// ViaCEP is faked at the HTTP boundary; supertest still talks to the app on 127.0.0.1.
const viacep = 'http://viacep.test';
const test = createTestApp({ env: { VIACEP_URL: viacep } });
const get = (cep: string) => request(test.app).get(`/api/cep/${cep}`).set('Origin', testOrigin);

beforeAll(() => {
  nock.disableNetConnect();
  nock.enableNetConnect('127.0.0.1');
});
afterEach(() => nock.cleanAll());
afterAll(async () => {
  nock.enableNetConnect();
  await test.queue.close();
});

const paulista = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  complemento: 'de 612 a 1510 - lado par',
  bairro: 'Bela Vista',
  localidade: 'São Paulo',
  uf: 'SP',
  ibge: '3550308',
};

describe('GET /api/cep/:cep', () => {
  it('returns the address of a known CEP and answers the next lookup from the cache', async () => {
    const scope = nock(viacep).get('/ws/01310100/json/').once().reply(200, paulista);

    const res = await get('01310-100');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      cep: '01310100',
      logradouro: 'Avenida Paulista',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      estado: 'SP',
    });
    expect(scope.isDone()).toBe(true);

    const cached = await get('01310100');
    expect(cached.status).toBe(200);
    expect(cached.body.cidade).toBe('São Paulo');
  });

  it("answers 404 'CEP não encontrado' when ViaCEP flags the CEP as unknown", async () => {
    nock(viacep).get('/ws/99999999/json/').reply(200, { erro: true });
    const res = await get('99999-999');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('CEP não encontrado');
  });

  it("answers 400 'CEP inválido para busca' without calling ViaCEP", async () => {
    for (const cep of ['123', '1234567890', 'abcdefgh']) {
      const res = await get(cep);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('CEP inválido para busca');
    }
    expect(nock.pendingMocks()).toEqual([]);
  });

  it("answers 503 'Erro ao buscar CEP' when ViaCEP fails, and asks again next time", async () => {
    nock(viacep).get('/ws/20040020/json/').reply(500, 'erro interno');
    const res = await get('20040-020');
    expect(res.status).toBe(503);
    expect(res.body.error).toBe('Erro ao buscar CEP');

    nock(viacep)
      .get('/ws/20040020/json/')
      .reply(200, { ...paulista, cep: '20040-020', localidade: 'Rio de Janeiro', uf: 'RJ' });
    expect((await get('20040020')).body.estado).toBe('RJ');
  });

  it('limits lookups per address', async () => {
    const limited = createTestApp({ env: { VIACEP_URL: viacep } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) {
        statuses.push((await request(limited.app).get('/api/cep/123').set('Origin', testOrigin)).status);
      }
      expect(statuses.slice(0, 60).every((s) => s === 400)).toBe(true);
      expect(statuses[60]).toBe(429);
    } finally {
      await limited.queue.close();
    }
  });
});

describe('createViaCepClient', () => {
  it('gives up after its timeout', async () => {
    // A local server that never answers: nock's delayed replies trip undici when the request is
    // aborted mid-wait, so a silent socket stands in for a hung ViaCEP.
    const silent = createServer(() => {});
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    try {
      const { port } = silent.address() as AddressInfo;
      const client = createViaCepClient({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 50 });
      await expect(client.lookup('01001000')).rejects.toBeInstanceOf(ViaCepUnavailableError);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('reads the older string form of the not-found flag', async () => {
    nock(viacep).get('/ws/00000000/json/').reply(200, { erro: 'true' });
    const client = createViaCepClient({ baseUrl: viacep, timeoutMs: 1000 });
    expect(await client.lookup('00000000')).toBeNull();
  });
});

describe('createLruCache', () => {
  it('drops the least recently used entry past its size and entries past their age', () => {
    let now = 0;
    const cache = createLruCache<number>({ maxEntries: 2, ttlMs: 100, now: () => now });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
    now = 100;
    expect(cache.get('a')).toBeUndefined();
  });
});
