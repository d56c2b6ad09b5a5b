import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { testOrigin } from '#api/auth/auth-test-client.ts';
import { grantRole } from '#api/auth/roles.ts';
import { cachedUnderstandingReference } from '#api/understanding/reference-data.ts';
import { understandingMessages as M, MARCA_PAGE_SIZE } from '#domain/admin/understanding-schemas.ts';
import { db } from '#prisma/client.ts';
import { signedInAdmin } from '#tests/factories/admins.ts';
import { createTestApp, signedInUser } from '#tests/factories/shops.ts';
import { categoryWithSubs } from '#tests/factories/wishes.ts';

// "Entendimento do bot" through the real app: only admins, Portuguese field messages, duplicates
// refused by folded name, terms stored folded, and every write seen by the bot's reference data at
// once. Brands and terms made here carry a random word, so other files of the worker never see
// them as theirs.

const test = createTestApp();
afterAll(() => test.queue.close());

const adminCookie = async () => (await signedInAdmin(test.auth)).cookie;

const call = (method: 'get' | 'post' | 'patch' | 'delete', path: string, cookie?: string, body?: unknown) => {
  let req = request(test.app)[method](path).set('Origin', testOrigin);
  if (cookie) req = req.set('Cookie', cookie);
  return body === undefined ? req : req.send(body as object);
};

const unique = () => randomUUID().slice(0, 8);

describe('the door', () => {
  it('answers a visitor 401 and a shopkeeper 403 on every route, and changes nothing', async () => {
    const shop = await signedInUser(test);
    await grantRole(db, shop.userId, 'lojista');
    const nome = `Marca Barrada ${unique()}`;
    const routes: [Parameters<typeof call>[0], string, unknown?][] = [
      ['get', '/api/admin/entendimento/marcas'],
      ['post', '/api/admin/entendimento/marcas', { nome }],
      ['patch', '/api/admin/entendimento/marcas/1', { ambigua: true }],
      ['delete', '/api/admin/entendimento/marcas/1'],
      ['get', '/api/admin/entendimento/termos?subcategoriaId=1'],
      ['post', '/api/admin/entendimento/termos', { subcategoriaId: 1, termo: nome }],
      ['delete', '/api/admin/entendimento/termos/1'],
    ];
    for (const [method, path, body] of routes) {
      expect((await call(method, path, undefined, body)).status, `${method} ${path}`).toBe(401);
      const refused = await call(method, path, shop.cookie, body);
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body.error).toBe('Acesso negado');
    }
    expect(await db.marca.count({ where: { nome } })).toBe(0);
  });
});

describe('/api/admin/entendimento/marcas', () => {
  it('adds a brand, finds it folded, marks it ambígua, removes it; the bot sees each change', async () => {
    const cookie = await adminCookie();
    const word = unique();
    const nome = `Pão de Açúcar ${word}`;
    const before = await cachedUnderstandingReference(db);

    const added = await call('post', '/api/admin/entendimento/marcas', cookie, { nome: `  ${nome}  ` });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      id: expect.any(Number),
      nome,
      ambigua: false,
      created_at: expect.any(String),
    });
    const stored = await db.marca.findUniqueOrThrow({ where: { id: added.body.id } });
    expect(stored.nome_normalizado).toBe(`pao de acucar ${word}`);
    const afterAdd = await cachedUnderstandingReference(db);
    expect(afterAdd.version).toBeGreaterThan(before.version);
    expect(afterAdd.marcas).toContainEqual({ nome, ambigua: false });

    const found = await call(
      'get',
      `/api/admin/entendimento/marcas?busca=${encodeURIComponent(`PAO DE ACUCAR ${word}`)}`,
      cookie,
    );
    expect(found.status).toBe(200);
    expect(found.headers['cache-control']).toBe('no-store');
    expect(found.body).toEqual({
      marcas: [added.body],
      total: 1,
      pagina: 1,
      porPagina: MARCA_PAGE_SIZE,
    });

    const ambigua = await call('patch', `/api/admin/entendimento/marcas/${added.body.id}`, cookie, {
      ambigua: true,
    });
    expect(ambigua.status).toBe(200);
    expect(ambigua.body.ambigua).toBe(true);
    expect((await cachedUnderstandingReference(db)).marcas).toContainEqual({ nome, ambigua: true });

    const removed = await call('delete', `/api/admin/entendimento/marcas/${added.body.id}`, cookie);
    expect(removed.status).toBe(204);
    // Kept, marked: the seed adds only missing rows, so it will not bring the brand back.
    expect((await db.marca.findUniqueOrThrow({ where: { id: added.body.id } })).removida).toBe(true);
    expect((await call('get', `/api/admin/entendimento/marcas?busca=${word}`, cookie)).body.total).toBe(0);
    expect((await cachedUnderstandingReference(db)).marcas.map((m) => m.nome)).not.toContain(nome);
    const again = await call('delete', `/api/admin/entendimento/marcas/${added.body.id}`, cookie);
    expect(again.status).toBe(404);
    expect(again.body.error).toBe(M.marcaNaoEncontrada);

    // Added again: the same row comes back, with the name and flag given now.
    const revived = await call('post', '/api/admin/entendimento/marcas', cookie, { nome, ambigua: true });
    expect(revived.status).toBe(201);
    expect(revived.body).toMatchObject({ id: added.body.id, nome, ambigua: true });
    expect((await cachedUnderstandingReference(db)).marcas).toContainEqual({ nome, ambigua: true });
  });

  it('refuses an empty or long name with field messages and a duplicate in any spelling with 409', async () => {
    const cookie = await adminCookie();
    for (const body of [{}, { nome: '' }, { nome: '   ' }, { nome: 42 }]) {
      const res = await call('post', '/api/admin/entendimento/marcas', cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields).toEqual({ nome: M.marcaObrigatoria });
    }
    const long = await call('post', '/api/admin/entendimento/marcas', cookie, { nome: 'x'.repeat(61) });
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({ nome: M.marcaLonga });
    const badFlag = await call('post', '/api/admin/entendimento/marcas', cookie, {
      nome: 'Ok',
      ambigua: 'sim',
    });
    expect(badFlag.body.fields).toEqual({ ambigua: M.ambiguaInvalida });

    const nome = `Tramontína ${unique()}`;
    expect(
      (await call('post', '/api/admin/entendimento/marcas', cookie, { nome, ambigua: true })).status,
    ).toBe(201);
    const duplicate = await call('post', '/api/admin/entendimento/marcas', cookie, {
      nome: nome.toUpperCase().replace('Í', 'I'),
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ error: M.marcaDuplicada, fields: { nome: M.marcaDuplicada } });
    expect(await db.marca.count({ where: { nome_normalizado: nome.toLowerCase().replace('í', 'i') } })).toBe(
      1,
    );

    const patchMissing = await call('patch', '/api/admin/entendimento/marcas/99999999', cookie, {
      ambigua: true,
    });
    expect(patchMissing.status).toBe(404);
    const patchBad = await call('patch', '/api/admin/entendimento/marcas/abc', cookie, { ambigua: true });
    expect(patchBad.status).toBe(404);
    const { id } = await db.marca.findFirstOrThrow({ where: { nome }, select: { id: true } });
    const patchNoFlag = await call('patch', `/api/admin/entendimento/marcas/${id}`, cookie, {});
    expect(patchNoFlag.status).toBe(400);
    expect(patchNoFlag.body.fields).toEqual({ ambigua: M.ambiguaInvalida });
  });

  it('pages the list by folded name', async () => {
    const cookie = await adminCookie();
    const word = `pagina${unique()}`;
    const nomes = Array.from(
      { length: MARCA_PAGE_SIZE + 2 },
      (_, i) => `Marca ${word} ${String(i).padStart(3, '0')}`,
    );
    await db.marca.createMany({
      data: nomes.map((nome) => ({ nome, nome_normalizado: nome.toLowerCase() })),
    });
    const first = await call('get', `/api/admin/entendimento/marcas?busca=${word}`, cookie);
    expect(first.body.total).toBe(nomes.length);
    expect(first.body.marcas.map((m: { nome: string }) => m.nome)).toEqual(nomes.slice(0, MARCA_PAGE_SIZE));
    const second = await call('get', `/api/admin/entendimento/marcas?busca=${word}&pagina=2`, cookie);
    expect(second.body.marcas.map((m: { nome: string }) => m.nome)).toEqual(nomes.slice(MARCA_PAGE_SIZE));
    expect((await call('get', '/api/admin/entendimento/marcas?pagina=0', cookie)).status).toBe(400);
  });
});

describe('/api/admin/entendimento/termos', () => {
  it('adds a folded term to a subcategory, lists it with its origin, removes it; the bot sees each change', async () => {
    const cookie = await adminCookie();
    const cat = await categoryWithSubs();
    const subcategoriaId = cat.subs[0]!;
    const word = unique();

    const added = await call('post', '/api/admin/entendimento/termos', cookie, {
      subcategoriaId,
      termo: `  Máquina   de Açaí ${word} `,
    });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      id: expect.any(Number),
      termo: `maquina de acai ${word}`,
      origem: 'admin',
      created_at: expect.any(String),
    });
    const sub = (await cachedUnderstandingReference(db)).categorias
      .flatMap((c) => c.subcategorias)
      .find((s) => s.id === subcategoriaId);
    expect(sub?.termos).toContain(`maquina de acai ${word}`);

    const listed = await call(
      'get',
      `/api/admin/entendimento/termos?subcategoriaId=${subcategoriaId}`,
      cookie,
    );
    expect(listed.status).toBe(200);
    const subcategoria = await db.subcategoria.findUniqueOrThrow({
      where: { id: subcategoriaId },
      select: { nome: true },
    });
    expect(listed.body.subcategoria).toEqual({
      id: subcategoriaId,
      nome: subcategoria.nome,
      categoria: { id: cat.id, nome: cat.nome.replace(/_/g, ' ') },
    });
    expect(listed.body.termos).toContainEqual(added.body);
    const termos = listed.body.termos.map((t: { termo: string }) => t.termo);
    expect(termos).toEqual([...termos].sort());

    const duplicate = await call('post', '/api/admin/entendimento/termos', cookie, {
      subcategoriaId,
      termo: `MAQUINA DE ACAÍ ${word}`,
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ error: M.termoDuplicado, fields: { termo: M.termoDuplicado } });
    // The same word in another subcategory is fine.
    const elsewhere = await call('post', '/api/admin/entendimento/termos', cookie, {
      subcategoriaId: cat.subs[1],
      termo: `maquina de acai ${word}`,
    });
    expect(elsewhere.status).toBe(201);

    expect((await call('delete', `/api/admin/entendimento/termos/${added.body.id}`, cookie)).status).toBe(
      204,
    );
    const after = (await cachedUnderstandingReference(db)).categorias
      .flatMap((c) => c.subcategorias)
      .find((s) => s.id === subcategoriaId);
    expect(after?.termos).not.toContain(`maquina de acai ${word}`);
    const gone = await call('delete', `/api/admin/entendimento/termos/${added.body.id}`, cookie);
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBe(M.termoNaoEncontrado);
    const listedAfter = await call(
      'get',
      `/api/admin/entendimento/termos?subcategoriaId=${subcategoriaId}`,
      cookie,
    );
    expect(listedAfter.body.termos.map((t: { id: number }) => t.id)).not.toContain(added.body.id);
    const revived = await call('post', '/api/admin/entendimento/termos', cookie, {
      subcategoriaId,
      termo: `maquina de acai ${word}`,
    });
    expect(revived.status).toBe(201);
    expect(revived.body).toMatchObject({ id: added.body.id, origem: 'admin' });
    await call('delete', `/api/admin/entendimento/termos/${added.body.id}`, cookie);
    await call('delete', `/api/admin/entendimento/termos/${elsewhere.body.id}`, cookie);
  });

  it('refuses an empty or long term, a missing or unknown subcategory', async () => {
    const cookie = await adminCookie();
    const cat = await categoryWithSubs();
    const subcategoriaId = cat.subs[0]!;
    for (const termo of [undefined, '', '   ']) {
      const res = await call('post', '/api/admin/entendimento/termos', cookie, { subcategoriaId, termo });
      expect(res.status, String(termo)).toBe(400);
      expect(res.body.fields).toEqual({ termo: M.termoObrigatorio });
    }
    const long = await call('post', '/api/admin/entendimento/termos', cookie, {
      subcategoriaId,
      termo: 'a'.repeat(61),
    });
    expect(long.body.fields).toEqual({ termo: M.termoLongo });
    const noSub = await call('post', '/api/admin/entendimento/termos', cookie, { termo: 'furadeira' });
    expect(noSub.status).toBe(400);
    expect(noSub.body.fields).toEqual({ subcategoriaId: M.subcategoriaObrigatoria });
    const unknown = await call('post', '/api/admin/entendimento/termos', cookie, {
      subcategoriaId: 99_999_999,
      termo: 'furadeira',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(M.subcategoriaNaoEncontrada);

    expect((await call('get', '/api/admin/entendimento/termos', cookie)).status).toBe(400);
    expect((await call('get', '/api/admin/entendimento/termos?subcategoriaId=abc', cookie)).status).toBe(400);
    expect((await call('get', '/api/admin/entendimento/termos?subcategoriaId=99999999', cookie)).status).toBe(
      404,
    );
  });
});
