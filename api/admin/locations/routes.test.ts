import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { testOrigin } from '#api/auth/auth-test-client.ts';
import { grantRole } from '#api/auth/roles.ts';
import { CIDADE_LIST_LIMIT } from '#domain/admin/location-schemas.ts';
import { db } from '#prisma/client.ts';
import { signedInAdmin } from '#tests/factories/admins.ts';
import { createTestApp, signedInUser } from '#tests/factories/shops.ts';
import { newCidade, newEstadoInativo } from '#tests/factories/wishes.ts';

// Gestão de Localização through the real app: the admin's lists and counts, the switches as the
// shop forms see them, and the two "Adicionar" forms. Other files of the worker read the seed's
// active cities (only capitals), so every switch and every added row is put back.

const test = createTestApp();
afterAll(() => test.queue.close());

const adminCookie = async () => (await signedInAdmin(test.auth)).cookie;

const get = (path: string, cookie?: string) => {
  const req = request(test.app).get(path).set('Origin', testOrigin);
  return cookie ? req.set('Cookie', cookie) : req;
};
const send = (method: 'post' | 'patch', path: string, body: unknown, cookie: string) =>
  request(test.app)
    [method](path)
    .set('Origin', testOrigin)
    .set('Cookie', cookie)
    .send(body as object);

async function cidadeId(nome: string, sigla: string) {
  const cidade = await db.cidade.findFirstOrThrow({
    where: { nome, estado: { sigla } },
    select: { id: true, ativo: true },
  });
  return cidade;
}

type CidadeRow = { id: number; nome: string; ativo: boolean; estado: { sigla: string } };

describe('the door', () => {
  it('answers a visitor 401 and a signed-in shopkeeper 403 on every location route', async () => {
    const shop = await signedInUser(test);
    await grantRole(db, shop.userId, 'lojista');
    const calls = [
      (cookie?: string) => get('/api/admin/localizacao/estados', cookie),
      (cookie?: string) => get('/api/admin/localizacao/cidades', cookie),
      (cookie = '') => send('post', '/api/admin/localizacao/estados', { nome: 'X', sigla: 'QX' }, cookie),
      (cookie = '') => send('post', '/api/admin/localizacao/cidades', { nome: 'X', estadoId: 1 }, cookie),
      (cookie = '') => send('patch', '/api/admin/localizacao/estados/1', { ativo: false }, cookie),
      (cookie = '') => send('patch', '/api/admin/localizacao/cidades/1', { ativo: true }, cookie),
    ];
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      const refused = await call(shop.cookie);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('Acesso negado');
    }
    expect(await db.estado.count({ where: { sigla: 'QX' } })).toBe(0);
  });
});

describe('GET /api/admin/localizacao/estados', () => {
  it('lists every state by Portuguese name with its city counts, and the header totals', async () => {
    const cookie = await adminCookie();
    const res = await get('/api/admin/localizacao/estados', cookie);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { estados, totais } = res.body;
    expect(estados).toHaveLength(await db.estado.count());
    const nomes = estados.map((e: { nome: string }) => e.nome);
    expect(nomes.indexOf('Pará')).toBeLessThan(nomes.indexOf('Paraíba'));
    expect(estados.find((e: { sigla: string }) => e.sigla === 'SP')).toEqual({
      id: expect.any(Number),
      nome: 'São Paulo',
      sigla: 'SP',
      ativo: true,
      cidadesAtivas: await db.cidade.count({ where: { ativo: true, estado: { sigla: 'SP' } } }),
      cidades: 645,
    });
    expect(totais).toEqual({
      estados: await db.estado.count(),
      estadosAtivos: await db.estado.count({ where: { ativo: true } }),
      cidades: 5570,
      cidadesAtivas: await db.cidade.count({ where: { ativo: true } }),
    });
  });
});

describe('GET /api/admin/localizacao/cidades', () => {
  it('finds cities by name ignoring accents and case, in one state or in all', async () => {
    const cookie = await adminCookie();
    const res = await get('/api/admin/localizacao/cidades?busca=SAO%20JOSE%20DOS%20CAMPOS', cookie);
    expect(res.status).toBe(200);
    expect(res.body.cidades).toEqual([
      {
        id: expect.any(Number),
        nome: 'São José dos Campos',
        ativo: false,
        aceitaDesejos: true,
        estado: { id: expect.any(Number), sigla: 'SP', nome: 'São Paulo' },
      },
    ]);
    expect(res.body.total).toBe(1);

    const accented = await get(
      `/api/admin/localizacao/cidades?busca=${encodeURIComponent('mossoró')}`,
      cookie,
    );
    expect(accented.body.cidades.map((c: CidadeRow) => `${c.nome}/${c.estado.sigla}`)).toEqual([
      'Mossoró/RN',
    ]);

    const inState = await get('/api/admin/localizacao/cidades?busca=campina&estado=pb', cookie);
    expect(inState.body.cidades.map((c: CidadeRow) => c.nome)).toEqual(['Campina Grande']);
    const everywhere = await get('/api/admin/localizacao/cidades?busca=campina', cookie);
    expect(everywhere.body.total).toBeGreaterThan(1);
  });

  it(`returns at most ${CIDADE_LIST_LIMIT} rows by name with the total the filter matches`, async () => {
    const cookie = await adminCookie();
    const all = await get('/api/admin/localizacao/cidades', cookie);
    expect(all.body.total).toBe(5570);
    expect(all.body.limit).toBe(CIDADE_LIST_LIMIT);
    expect(all.body.cidades).toHaveLength(CIDADE_LIST_LIMIT);
    // "Abadia de Goiás" sorts with the A's, not after Z as bytes would.
    expect(all.body.cidades[0].nome.startsWith('Aba')).toBe(true);

    const sp = await get('/api/admin/localizacao/cidades?estado=SP&status=todos', cookie);
    expect(sp.body.total).toBe(645);
    expect(sp.body.cidades.every((c: CidadeRow) => c.estado.sigla === 'SP')).toBe(true);

    const ativas = await get('/api/admin/localizacao/cidades?status=ativas', cookie);
    expect(ativas.body.total).toBe(await db.cidade.count({ where: { ativo: true } }));
    expect(ativas.body.cidades.every((c: CidadeRow) => c.ativo)).toBe(true);

    expect((await get('/api/admin/localizacao/cidades?estado=XYZ', cookie)).status).toBe(400);
    // LIKE wildcards are dropped, not obeyed: 'sao%paulo' would otherwise find São Paulo.
    expect((await get('/api/admin/localizacao/cidades?busca=sao%25paulo', cookie)).body.total).toBe(0);
  });
});

describe('PATCH /api/admin/localizacao/cidades/:id', () => {
  it('switching a city on offers it to the shop forms, switching it off takes it away', async () => {
    const cookie = await adminCookie();
    const campina = await cidadeId('Campina Grande', 'PB');
    const offered = async () =>
      (await get('/api/estados/PB/cidades')).body.map((c: { nome: string }) => c.nome) as string[];
    try {
      const on = await send('patch', `/api/admin/localizacao/cidades/${campina.id}`, { ativo: true }, cookie);
      expect(on.status).toBe(200);
      expect(on.body).toEqual({ id: campina.id, nome: 'Campina Grande', ativo: true });
      expect(await offered()).toContain('Campina Grande');

      const off = await send(
        'patch',
        `/api/admin/localizacao/cidades/${campina.id}`,
        { ativo: false },
        cookie,
      );
      expect(off.body.ativo).toBe(false);
      expect(await offered()).not.toContain('Campina Grande');
      expect(await offered()).toContain('João Pessoa');
    } finally {
      await db.cidade.update({
        where: { id: campina.id },
        data: { ativo: campina.ativo, desligada_por_admin: false },
      });
    }
  });

  it('switching off marks the city as switched off by an admin (wishes refused); switching on clears the mark', async () => {
    const cookie = await adminCookie();
    const cidade = await newCidade({ sigla: 'SP', ativo: false });
    const flags = () =>
      db.cidade.findUniqueOrThrow({
        where: { id: cidade.id },
        select: { ativo: true, desligada_por_admin: true },
      });
    const listed = async () =>
      (
        await get(`/api/admin/localizacao/cidades?busca=${encodeURIComponent(cidade.nome)}`, cookie)
      ).body.cidades.map((c: CidadeRow & { aceitaDesejos: boolean }) => ({
        ativo: c.ativo,
        aceitaDesejos: c.aceitaDesejos,
      }));
    // Never switched: inactive, and still takes wishes.
    expect(await listed()).toEqual([{ ativo: false, aceitaDesejos: true }]);

    await send('patch', `/api/admin/localizacao/cidades/${cidade.id}`, { ativo: false }, cookie);
    expect(await flags()).toEqual({ ativo: false, desligada_por_admin: true });
    expect(await listed()).toEqual([{ ativo: false, aceitaDesejos: false }]);

    await send('patch', `/api/admin/localizacao/cidades/${cidade.id}`, { ativo: true }, cookie);
    expect(await flags()).toEqual({ ativo: true, desligada_por_admin: false });
    expect(await listed()).toEqual([{ ativo: true, aceitaDesejos: true }]);

    await send('patch', `/api/admin/localizacao/cidades/${cidade.id}`, { ativo: false }, cookie);
    expect(await flags()).toEqual({ ativo: false, desligada_por_admin: true });
  });

  it('shows a city of a switched-off state as not taking wishes', async () => {
    const cookie = await adminCookie();
    const estado = await newEstadoInativo();
    const cidade = await newCidade({ sigla: estado.sigla, ativo: true });
    const res = await get(`/api/admin/localizacao/cidades?busca=${encodeURIComponent(cidade.nome)}`, cookie);
    expect(res.body.cidades).toEqual([expect.objectContaining({ ativo: true, aceitaDesejos: false })]);
  });

  it('answers 404 for an unknown city and 400 without a boolean', async () => {
    const cookie = await adminCookie();
    const missing = await send('patch', '/api/admin/localizacao/cidades/99999999', { ativo: true }, cookie);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Cidade não encontrada.');
    expect((await send('patch', '/api/admin/localizacao/cidades/abc', { ativo: true }, cookie)).status).toBe(
      404,
    );
    const { id } = await cidadeId('Palmas', 'TO');
    const bad = await send('patch', `/api/admin/localizacao/cidades/${id}`, { ativo: 'sim' }, cookie);
    expect(bad.status).toBe(400);
    expect((await db.cidade.findUniqueOrThrow({ where: { id } })).ativo).toBe(true);
  });
});

describe('PATCH /api/admin/localizacao/estados/:id', () => {
  it('switching a state off hides it and its cities from the shop forms', async () => {
    const cookie = await adminCookie();
    const { id } = await db.estado.findUniqueOrThrow({ where: { sigla: 'AC' }, select: { id: true } });
    try {
      const off = await send('patch', `/api/admin/localizacao/estados/${id}`, { ativo: false }, cookie);
      expect(off.status).toBe(200);
      expect(off.body).toEqual({ id, nome: 'Acre', sigla: 'AC', ativo: false });
      const estados = (await get('/api/estados')).body.map((e: { sigla: string }) => e.sigla);
      expect(estados).not.toContain('AC');
      expect((await get('/api/estados/AC/cidades')).status).toBe(404);
      const counts = (await get('/api/admin/localizacao/estados', cookie)).body.totais;
      expect(counts.estadosAtivos).toBe(counts.estados - 1);
    } finally {
      await db.estado.update({ where: { id }, data: { ativo: true } });
    }
    expect((await send('patch', '/api/admin/localizacao/estados/0', { ativo: true }, cookie)).status).toBe(
      404,
    );
  });
});

describe('POST /api/admin/localizacao/estados', () => {
  it('adds an active state with the sigla upper case', async () => {
    const cookie = await adminCookie();
    const nome = `Estado Novo ${randomUUID().slice(0, 8)}`;
    try {
      const res = await send(
        'post',
        '/api/admin/localizacao/estados',
        { nome: ` ${nome} `, sigla: 'qx' },
        cookie,
      );
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ id: expect.any(Number), nome, sigla: 'QX', ativo: true });
      expect((await get('/api/estados')).body.map((e: { sigla: string }) => e.sigla)).toContain('QX');
    } finally {
      await db.estado.deleteMany({ where: { sigla: 'QX' } });
    }
  });

  it("refuses missing fields with 'Preencha todos os campos', a bad sigla and duplicates", async () => {
    const cookie = await adminCookie();
    for (const body of [{}, { nome: '  ', sigla: 'QX' }, { nome: 'Estado Sem Sigla' }, { sigla: 'QX' }]) {
      const res = await send('post', '/api/admin/localizacao/estados', body, cookie);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('Preencha todos os campos');
    }
    for (const sigla of ['Q', 'QXY', 'Q1', 'QÁ']) {
      const res = await send(
        'post',
        '/api/admin/localizacao/estados',
        { nome: 'Estado Torto', sigla },
        cookie,
      );
      expect(res.status, sigla).toBe(400);
      expect(res.body.error).toBe('A sigla deve ter 2 letras (ex.: SP).');
    }
    const bySigla = await send(
      'post',
      '/api/admin/localizacao/estados',
      { nome: 'Outro Nome', sigla: 'sp' },
      cookie,
    );
    expect(bySigla.status).toBe(409);
    expect(bySigla.body.error).toBe('Já existe um estado com a sigla SP.');
    const byNome = await send(
      'post',
      '/api/admin/localizacao/estados',
      { nome: 'sao paulo', sigla: 'QX' },
      cookie,
    );
    expect(byNome.status).toBe(409);
    expect(byNome.body.error).toBe('Já existe um estado chamado São Paulo.');
    expect(await db.estado.count({ where: { sigla: 'QX' } })).toBe(0);
  });
});

describe('POST /api/admin/localizacao/cidades', () => {
  it('adds an active city with its folded name, offered to the shop forms', async () => {
    const cookie = await adminCookie();
    const { id: estadoId } = await db.estado.findUniqueOrThrow({
      where: { sigla: 'RR' },
      select: { id: true },
    });
    const nome = `Vila Ñova ${randomUUID().slice(0, 6)}`;
    try {
      const res = await send('post', '/api/admin/localizacao/cidades', { nome, estadoId }, cookie);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        nome,
        ativo: true,
        estado: { id: estadoId, nome: 'Roraima', sigla: 'RR' },
      });
      const stored = await db.cidade.findUniqueOrThrow({ where: { id: res.body.id } });
      expect(stored.nome_normalizado).toBe(nome.toLowerCase().replace('ñ', 'n'));
      expect((await get('/api/estados/RR/cidades')).body.map((c: { nome: string }) => c.nome)).toContain(
        nome,
      );

      // The same name in another spelling, in the same state: refused; in another state: fine.
      const again = await send(
        'post',
        '/api/admin/localizacao/cidades',
        { nome: nome.toUpperCase(), estadoId },
        cookie,
      );
      expect(again.status).toBe(409);
      expect(again.body.error).toBe(`A cidade ${nome} já está cadastrada em RR.`);
    } finally {
      await db.cidade.deleteMany({ where: { nome } });
    }
  });

  it("refuses missing fields with 'Preencha todos os campos', an unknown state and a seeded duplicate", async () => {
    const cookie = await adminCookie();
    const { id: estadoId } = await db.estado.findUniqueOrThrow({
      where: { sigla: 'SP' },
      select: { id: true },
    });
    for (const body of [
      {},
      { nome: 'Cidade Sem Estado' },
      { estadoId },
      { nome: '', estadoId },
      { nome: 'X', estadoId: 0 },
    ]) {
      const res = await send('post', '/api/admin/localizacao/cidades', body, cookie);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('Preencha todos os campos');
    }
    const unknown = await send(
      'post',
      '/api/admin/localizacao/cidades',
      { nome: 'Lugar', estadoId: 99999999 },
      cookie,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Estado não encontrado.');
    const seeded = await send(
      'post',
      '/api/admin/localizacao/cidades',
      { nome: 'sao jose dos campos', estadoId },
      cookie,
    );
    expect(seeded.status).toBe(409);
    expect(seeded.body.error).toBe('A cidade São José dos Campos já está cadastrada em SP.');
  });
});
