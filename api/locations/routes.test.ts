import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { testOrigin } from '#api/auth/auth-test-client.ts';
import { db } from '#prisma/client.ts';
import { createTestApp } from '#tests/factories/shops.ts';

const test = createTestApp();
const get = (path: string) => request(test.app).get(path).set('Origin', testOrigin);

afterAll(() => test.queue.close());

describe('GET /api/estados', () => {
  it('lists the active states by name with id, nome and sigla, revalidated by ETag on every use', async () => {
    const res = await get('/api/estados');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(27);
    expect(res.body[0]).toEqual({ id: expect.any(Number), nome: 'Acre', sigla: 'AC' });
    const nomes = res.body.map((e: { nome: string }) => e.nome);
    expect(nomes).toEqual([...nomes].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    // Portuguese order, not byte order.
    expect(nomes.indexOf('Pará')).toBeLessThan(nomes.indexOf('Paraíba'));
    // An admin's switch in /gestao must show in the next form: no stale copy, a 304 when unchanged.
    expect(res.headers['cache-control']).toBe('no-cache');
    const etag = res.headers.etag ?? '';
    expect(etag).not.toBe('');
    const again = await get('/api/estados').set('If-None-Match', etag);
    expect(again.status).toBe(304);
  });

  it('leaves out an inactive state', async () => {
    const estado = await db.estado.create({
      data: { nome: `Estado Inativo ${Date.now()}`, sigla: 'ZZ', ativo: false },
    });
    try {
      const res = await get('/api/estados');
      expect(res.body.map((e: { sigla: string }) => e.sigla)).not.toContain('ZZ');
      expect((await get('/api/estados/zz/cidades')).status).toBe(404);
    } finally {
      await db.estado.delete({ where: { id: estado.id } });
    }
  });
});

describe('GET /api/estados/:sigla/cidades', () => {
  it('lists every municipality of a state an admin did not switch off, by name, whatever the case of the sigla', async () => {
    const off = await db.cidade.findFirstOrThrow({
      where: { nome_normalizado: 'agudos' },
      select: { id: true },
    });
    await db.cidade.update({ where: { id: off.id }, data: { desligada_por_admin: true } });
    try {
      const res = await get('/api/estados/sp/cidades');
      expect(res.status).toBe(200);
      const nomes = res.body.map((c: { nome: string }) => c.nome);
      // SP has 645 municipalities; the seed switches only capitals on, but all take shops and wishes.
      expect(nomes).toHaveLength(644);
      expect(nomes).toEqual(expect.arrayContaining(['São Paulo', 'Campinas', 'Águas de São Pedro']));
      expect(nomes).not.toContain('Agudos');
      expect(nomes.slice(0, 2)).toEqual(['Adamantina', 'Adolfo']);
    } finally {
      await db.cidade.update({ where: { id: off.id }, data: { desligada_por_admin: false } });
    }
  });

  it('answers 404 for an unknown state', async () => {
    const res = await get('/api/estados/xx/cidades');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Estado não encontrado.');
  });
});

describe('GET /api/categorias', () => {
  it('lists categories by stored name with display names and their named subcategories by name', async () => {
    const res = await get('/api/categorias');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(await db.categoria.count());
    const stored = res.body.map((c: { nome_categoria: string }) => c.nome_categoria);
    expect(stored).toEqual([...stored].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    for (const categoria of res.body) {
      expect(categoria.nome).toBe(categoria.nome_categoria.replace(/_/g, ' '));
      expect(categoria.nome).not.toContain('_');
      for (const sub of categoria.subcategorias) expect(sub.nome.trim()).not.toBe('');
    }
  });

  it('drops subcategories without a name', async () => {
    const categoria = await db.categoria.findFirstOrThrow({ select: { id: true } });
    const empty = await db.subcategoria.create({
      data: { nome: '', nome_normalizado: `vazia-${Date.now()}`, categoria: categoria.id },
    });
    try {
      const res = await get('/api/categorias');
      const found = res.body.find((c: { id: number }) => c.id === categoria.id);
      expect(found.subcategorias.map((s: { id: number }) => s.id)).not.toContain(empty.id);
    } finally {
      await db.subcategoria.delete({ where: { id: empty.id } });
    }
  });
});
