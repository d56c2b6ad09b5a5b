import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { normalizeText, toStoredCategoryName } from '#domain/text.ts';
import { db } from '#prisma/client.ts';
import { TERMOS_CATEGORIA, TERMOS_SUBCATEGORIA } from '#prisma/data/categoria-termos.ts';
import { MARCAS, MARCAS_AMBIGUAS } from '#prisma/data/marcas.ts';
import { seedMarcas, seedTermos } from './understanding.ts';

// The worker database holds the seeded template: the brand seed is checked against it and run
// again; the term seed is run with terms of its own (random words), so it touches only its rows.

describe('seedMarcas', () => {
  it('loads every brand once by folded name, flagging the ambiguous ones', async () => {
    await seedMarcas(db);
    const folded = new Set([...MARCAS, ...MARCAS_AMBIGUAS].map(normalizeText));
    const rows = await db.marca.findMany({
      where: { nome_normalizado: { in: [...folded] } },
      select: { nome: true, nome_normalizado: true, ambigua: true },
    });
    expect(rows).toHaveLength(folded.size);
    const byName = new Map(rows.map((r) => [r.nome_normalizado, r]));
    expect(byName.get('samsung')).toEqual({ nome: 'Samsung', nome_normalizado: 'samsung', ambigua: false });
    expect(byName.get('rainha')).toMatchObject({ nome: 'Rainha', ambigua: true });
    expect(rows.filter((r) => r.ambigua)).toHaveLength(new Set(MARCAS_AMBIGUAS.map(normalizeText)).size);
  });

  it('adds only what is missing and keeps what an admin changed: a flag, a removal, an added brand', async () => {
    const samsung = await db.marca.findUniqueOrThrow({ where: { nome_normalizado: 'samsung' } });
    const rainha = await db.marca.findUniqueOrThrow({ where: { nome_normalizado: 'rainha' } });
    const nova = `Marca do Admin ${randomUUID().slice(0, 8)}`;
    try {
      await db.marca.update({ where: { id: samsung.id }, data: { ambigua: true } });
      await db.marca.update({ where: { id: rainha.id }, data: { removida: true } });
      await db.marca.create({ data: { nome: nova, nome_normalizado: normalizeText(nova) } });
      const missing = MARCAS.find((m) => normalizeText(m) === 'motorola') ?? 'Motorola';
      await db.marca.delete({ where: { nome_normalizado: 'motorola' } });

      expect(await seedMarcas(db)).toBe(1);

      expect(await db.marca.findUniqueOrThrow({ where: { id: samsung.id } })).toMatchObject({
        ambigua: true,
      });
      expect(await db.marca.findUniqueOrThrow({ where: { id: rainha.id } })).toMatchObject({
        removida: true,
      });
      expect(await db.marca.count({ where: { nome: nova } })).toBe(1);
      expect(await db.marca.findUniqueOrThrow({ where: { nome_normalizado: 'motorola' } })).toMatchObject({
        nome: missing,
        ambigua: false,
      });
      expect(await seedMarcas(db)).toBe(0);
    } finally {
      await db.marca.update({ where: { id: samsung.id }, data: { ambigua: samsung.ambigua } });
      await db.marca.update({ where: { id: rainha.id }, data: { removida: false } });
      await db.marca.deleteMany({ where: { nome: nova } });
    }
  });
});

describe('seedTermos', () => {
  it('has loaded every term of prisma/data/categoria-termos.ts under its category or subcategory, folded', async () => {
    const categorias = await db.categoria.findMany({
      select: {
        id: true,
        nome_normalizado: true,
        subcategorias: { select: { id: true, nome_normalizado: true } },
        termos: { select: { termo: true } },
      },
    });
    const porNome = new Map(categorias.map((c) => [c.nome_normalizado, c]));
    const subTermos = new Set(
      (await db.subcategoriaTermo.findMany({ select: { subcategoria_id: true, termo: true } })).map(
        (t) => `${t.subcategoria_id}:${t.termo}`,
      ),
    );
    const missing: string[] = [];
    for (const [nome, subs] of Object.entries(TERMOS_SUBCATEGORIA)) {
      const categoria = porNome.get(normalizeText(toStoredCategoryName(nome)));
      if (!categoria) {
        missing.push(`categoria ${nome}`);
        continue;
      }
      for (const [sub, termos] of Object.entries(subs)) {
        const subcategoria = categoria.subcategorias.find((s) => s.nome_normalizado === normalizeText(sub));
        if (!subcategoria) missing.push(`subcategoria ${nome} > ${sub}`);
        else
          for (const t of termos)
            if (!subTermos.has(`${subcategoria.id}:${normalizeText(t)}`)) missing.push(t);
      }
    }
    for (const [nome, termos] of Object.entries(TERMOS_CATEGORIA)) {
      const categoria = porNome.get(normalizeText(toStoredCategoryName(nome)));
      const stored = new Set(categoria?.termos.map((t) => t.termo));
      if (!categoria) missing.push(`categoria ${nome}`);
      else for (const t of termos) if (!stored.has(normalizeText(t))) missing.push(t);
    }
    expect(missing).toEqual([]);
    expect(subTermos.size).toBeGreaterThan(1000);
  });

  it('stores the terms folded and once, skips unknown categories and subcategories, and never brings a removed term back', async () => {
    const word = randomUUID().slice(0, 8);
    const eletro = await db.categoria.findUniqueOrThrow({
      where: { nome_normalizado: 'eletrodomesticos' },
      select: { id: true, subcategorias: { where: { nome: 'Geladeiras' }, select: { id: true } } },
    });
    const geladeiras = eletro.subcategorias[0]!.id;
    const termos = {
      TERMOS_CATEGORIA: {
        Eletrodomésticos: [`Eletrodoméstico ${word}`, `ELETRODOMESTICO ${word}`, '  '],
        'Categoria Renomeada': [`perdido ${word}`],
      },
      TERMOS_SUBCATEGORIA: {
        Eletrodomésticos: {
          Geladeiras: [`Refrigerador ${word}`, `frost free ${word}`],
          'Subcategoria Renomeada': [`sumido ${word}`],
        },
        'Categoria Renomeada': { Qualquer: [`perdido ${word}`] },
      },
    };
    try {
      expect(await seedTermos(db, termos)).toEqual({ categoriaTermos: 1, subcategoriaTermos: 2 });
      expect(
        await db.categoriaTermo.findMany({
          where: { termo: { contains: word } },
          select: { categoria_id: true, termo: true, origem: true },
        }),
      ).toEqual([{ categoria_id: eletro.id, termo: `eletrodomestico ${word}`, origem: 'semente' }]);
      const subs = await db.subcategoriaTermo.findMany({
        where: { termo: { contains: word } },
        orderBy: { termo: 'asc' },
        select: { subcategoria_id: true, termo: true, origem: true },
      });
      expect(subs).toEqual([
        { subcategoria_id: geladeiras, termo: `frost free ${word}`, origem: 'semente' },
        { subcategoria_id: geladeiras, termo: `refrigerador ${word}`, origem: 'semente' },
      ]);

      await db.subcategoriaTermo.updateMany({
        where: { termo: `refrigerador ${word}` },
        data: { removido: true },
      });
      await db.subcategoriaTermo.deleteMany({ where: { termo: `frost free ${word}` } });
      expect(await seedTermos(db, termos)).toEqual({ categoriaTermos: 0, subcategoriaTermos: 1 });
      expect(
        await db.subcategoriaTermo.findFirstOrThrow({ where: { termo: `refrigerador ${word}` } }),
      ).toMatchObject({ removido: true });
    } finally {
      await db.categoriaTermo.deleteMany({ where: { termo: { contains: word } } });
      await db.subcategoriaTermo.deleteMany({ where: { termo: { contains: word } } });
    }
  });
});
