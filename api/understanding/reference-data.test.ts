import { afterAll, describe, expect, it } from 'vitest';
import { createWish } from '#api/desejos/create-wish.ts';
import { normalizeText } from '#domain/text.ts';
import { createLogger } from '#platform/logger.ts';
import { type Db, db } from '#prisma/client.ts';
import { recordingQueue } from '#tests/factories/shops.ts';
import {
  categoryWithSubs,
  createShop,
  newCidade,
  newEstadoInativo,
  newWish,
} from '#tests/factories/wishes.ts';
import {
  cachedUnderstandingReference,
  clearUnderstandingReferenceCache,
  shopCoverage,
} from './reference-data.ts';

const logger = createLogger({ level: 'silent', pretty: false });
const { queue } = recordingQueue(logger);
afterAll(() => queue.close());

describe('cachedUnderstandingReference', () => {
  it('lists every municipality with whether it takes wishes, the states, brands and the category tree', async () => {
    clearUnderstandingReferenceCache();
    const desligada = await newCidade({ sigla: 'SP', ativo: false, desligadaPorAdmin: true });
    const estado = await newEstadoInativo();
    const deEstadoInativo = await newCidade({ sigla: estado.sigla, ativo: true });
    const ref = await cachedUnderstandingReference(db);

    expect(ref.municipios.length).toBe(await db.cidade.count());
    const find = (nome: string, uf: string) => ref.municipios.find((m) => m.nome === nome && m.uf === uf);
    expect(find('Pindamonhangaba', 'SP')).toEqual({ nome: 'Pindamonhangaba', uf: 'SP', aceita: true });
    expect(find('São Paulo', 'SP')?.aceita).toBe(true);
    expect(find(desligada.nome, 'SP')?.aceita).toBe(false);
    expect(find(deEstadoInativo.nome, estado.sigla)?.aceita).toBe(false);

    expect(ref.estados).toContainEqual({ sigla: 'SP', nome: 'São Paulo', ativo: true });
    expect(ref.estados).toContainEqual(expect.objectContaining({ sigla: estado.sigla, ativo: false }));
    expect(ref.marcas.length).toBe(await db.marca.count());

    const categorias = await db.categoria.findMany({ select: { id: true, nome_categoria: true } });
    expect(ref.categorias.map((c) => c.id).sort()).toEqual(categorias.map((c) => c.id).sort());
    const tv = ref.categorias.find((c) => c.nome === 'TV Áudio e Vídeo');
    expect(tv?.subcategorias.map((s) => s.nome)).toContain('Televisores');
    // Removed terms stay in the tables, marked; the bot never sees them.
    const termosSub = await db.subcategoriaTermo.count({
      where: { removido: false, subcategoria: { NOT: { nome: '' } } },
    });
    const termosCat = await db.categoriaTermo.count({ where: { removido: false } });
    expect(ref.categorias.flatMap((c) => c.subcategorias).reduce((n, s) => n + s.termos.length, 0)).toBe(
      termosSub,
    );
    expect(ref.categorias.reduce((n, c) => n + c.termos.length, 0)).toBe(termosCat);
  });

  it('serves one read for a minute, and moves the version only when the content changes', async () => {
    clearUnderstandingReferenceCache();
    const first = await cachedUnderstandingReference(db);
    expect(cachedUnderstandingReference(db)).toBe(cachedUnderstandingReference(db));

    clearUnderstandingReferenceCache();
    const same = await cachedUnderstandingReference(db);
    expect(same).not.toBe(first);
    expect(same.version).toBe(first.version);

    await newCidade({ sigla: 'RJ', ativo: false });
    // Within the minute the cached copy is served, even after a change.
    expect((await cachedUnderstandingReference(db)).version).toBe(first.version);
    const later = await cachedUnderstandingReference(db, Date.now() + 61_000);
    expect(later.version).toBe(first.version + 1);
  });

  it('does not keep a failed read', async () => {
    clearUnderstandingReferenceCache();
    let reads = 0;
    const failing = new Proxy(
      {},
      {
        get: () =>
          new Proxy(
            {},
            {
              get: () => () => {
                reads += 1;
                return Promise.reject(new Error('banco fora do ar'));
              },
            },
          ),
      },
    ) as Db;
    await expect(cachedUnderstandingReference(failing)).rejects.toThrow('banco fora do ar');
    const before = reads;
    await expect(cachedUnderstandingReference(failing)).rejects.toThrow('banco fora do ar');
    expect(reads).toBeGreaterThan(before);
    clearUnderstandingReferenceCache();
  });
});

describe('shopCoverage', () => {
  it('predicts exactly which wishes reach a shop, as matching does', async () => {
    const cat = await categoryWithSubs();
    const other = await categoryWithSubs(1);
    const third = await categoryWithSubs(2);
    const [subA, subB] = cat.subs as [number, number];
    const cidade = await newCidade({ sigla: 'SP', ativo: false });
    const nome = cidade.nome;
    // cat: one shop narrowed to subA; other: a shop with no restriction and one narrowed;
    // third: only a shop that does not receive matches; a shop elsewhere serves everything.
    await createShop({ cidade: nome, categorias: [cat.id, other.id], subcategorias: [subA] });
    await createShop({ cidade: nome, categorias: [other.id], subcategorias: [other.subs[0]!] });
    await createShop({ cidade: nome.toUpperCase(), categorias: [other.id] });
    await createShop({ cidade: nome, categorias: [third.id], receberMatches: false });
    await createShop({ cidade: 'Campinas', categorias: [cat.id, other.id, third.id] });

    const coverage = await shopCoverage(db, normalizeText(nome));
    expect(coverage).toEqual(
      new Map([
        [cat.id, { semRestricao: false, subcategorias: new Set([subA]) }],
        [other.id, { semRestricao: true, subcategorias: new Set([other.subs[0]]) }],
      ]),
    );

    const cases: { categoriaId: number; subcategoriaId?: number }[] = [
      { categoriaId: cat.id },
      { categoriaId: cat.id, subcategoriaId: subA },
      { categoriaId: cat.id, subcategoriaId: subB },
      { categoriaId: other.id },
      { categoriaId: other.id, subcategoriaId: other.subs[1] },
      { categoriaId: third.id },
      { categoriaId: third.id, subcategoriaId: third.subs[0] },
    ];
    for (const wish of cases) {
      const { matchedShops } = await createWish({
        db,
        queue,
        logger,
        ttlDays: 7,
        wish: newWish({ ...wish, cidade: nome }),
      });
      const entry = coverage.get(wish.categoriaId);
      const predicted = entry
        ? wish.subcategoriaId === undefined ||
          entry.semRestricao ||
          entry.subcategorias.has(wish.subcategoriaId)
        : false;
      expect(matchedShops > 0, JSON.stringify(wish)).toBe(predicted);
    }
  });

  it('is empty for a city without shops', async () => {
    expect(await shopCoverage(db, 'cidade sem lojas nenhuma')).toEqual(new Map());
  });
});
