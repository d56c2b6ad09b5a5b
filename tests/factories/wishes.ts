import { randomUUID } from 'node:crypto';
import { onTestFinished } from 'vitest';
import type { NewWish } from '#domain/desejos/wish-schema.ts';
import { normalizeText } from '#domain/text.ts';
import { db } from '#prisma/client.ts';
import { randomMobile } from '#tests/factories/shops.ts';

// Factories for the wish suites. Test files share the worker's database, so each test makes its
// own shops and looks only at them.

/** A category with at least two subcategories, away from the first ones other suites pick. */
export async function categoryWithSubs(offset = 0) {
  const categorias = await db.categoria.findMany({
    where: { subcategorias: { some: {} } },
    orderBy: { id: 'desc' },
    select: {
      id: true,
      nome_categoria: true,
      subcategorias: { select: { id: true }, orderBy: { id: 'asc' } },
    },
  });
  const found = categorias.filter((c) => c.subcategorias.length >= 2)[offset];
  if (!found) throw new Error('o seed não tem categorias com duas subcategorias');
  return { id: found.id, nome: found.nome_categoria, subs: found.subcategorias.map((s) => s.id) };
}

export async function createShop(
  options: {
    cidade?: string;
    estado?: string;
    categorias?: number[];
    subcategorias?: number[];
    receberMatches?: boolean;
    nomeLoja?: string;
  } = {},
) {
  const cidade = options.cidade ?? 'São Paulo';
  return db.lojista.create({
    data: {
      email: `loja-${randomUUID()}@exemplo.com.br`,
      nome_loja: options.nomeLoja ?? 'Loja Teste',
      whatsapp: randomMobile(),
      whatsapp_loja: randomMobile(),
      estado: options.estado ?? 'SP',
      cidade,
      cidade_normalizada: normalizeText(cidade),
      receber_matches: options.receberMatches ?? true,
      categorias: { create: (options.categorias ?? []).map((categoria_id) => ({ categoria_id })) },
      subcategorias: {
        create: (options.subcategorias ?? []).map((subcategoria_id) => ({ subcategoria_id })),
      },
    },
    select: { id: true, whatsapp_loja: true, nome_loja: true },
  });
}

export function newWish(overrides: Partial<NewWish> & Pick<NewWish, 'categoriaId'>): NewWish {
  return {
    nomeCliente: 'Ana Cliente',
    whatsappCliente: randomMobile(),
    estado: 'SP',
    cidade: 'São Paulo',
    produtoDesejado: 'Furadeira de impacto 650W',
    marca: 'Bosch',
    caracteristicas: 'Com maleta',
    origem: 'site',
    hasAcceptedTerms: true,
    ...overrides,
  };
}

export async function matchedShopIds(desejoId: string): Promise<string[]> {
  const rows = await db.match.findMany({ where: { desejo_id: desejoId }, select: { lojista_id: true } });
  return rows.map((r) => r.lojista_id);
}

/** The body of a valid POST /api/desejos, as the site's form sends it. */
export async function wishForm(overrides: Record<string, unknown> = {}) {
  const cat = await categoryWithSubs();
  return {
    nomeCliente: 'Ana Cliente',
    whatsapp: '+55 (11) 98765-4321',
    estado: 'sp',
    cidade: 'Sao Paulo',
    categoriaId: cat.id,
    subcategoriaId: cat.subs[0],
    produtoDesejado: 'Geladeira frost free 400 L',
    marca: 'Brastemp',
    caracteristicas: 'Inox, duas portas',
    linkProduto: 'https://www.exemplo.com.br/geladeira',
    termosAceitos: true,
    ...overrides,
  };
}

/**
 * A municipality of its own (a random name), so a test can switch it without touching others. It
 * is deleted when the test ends: other files of the worker count the 5,570 cities.
 */
export async function newCidade(options: { sigla: string; ativo: boolean; desligadaPorAdmin?: boolean }) {
  const nome = `Vila Teste ${randomUUID().slice(0, 8)}`;
  onTestFinished(() => db.cidade.deleteMany({ where: { nome } }).then(() => undefined));
  return db.cidade.create({
    data: {
      nome,
      nome_normalizado: normalizeText(nome),
      ativo: options.ativo,
      desligada_por_admin: options.desligadaPorAdmin ?? false,
      estado: { connect: { sigla: options.sigla } },
    },
    select: { id: true, nome: true },
  });
}

/** A state of its own, switched off (two random letters not used by the 27 real ones), deleted at the end. */
export async function newEstadoInativo() {
  for (;;) {
    const sigla = Array.from({ length: 2 }, () =>
      String.fromCharCode(65 + Math.floor(Math.random() * 26)),
    ).join('');
    if (await db.estado.count({ where: { sigla } })) continue;
    onTestFinished(() => db.estado.deleteMany({ where: { sigla } }).then(() => undefined));
    return db.estado.create({
      data: { sigla, nome: `Estado Teste ${randomUUID().slice(0, 8)}`, ativo: false },
      select: { id: true, sigla: true },
    });
  }
}
