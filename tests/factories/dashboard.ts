import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { testOrigin } from '#api/auth/auth-test-client.ts';
import { todayInSaoPaulo } from '#domain/dates.ts';
import { db } from '#prisma/client.ts';
import type { PlanoTipo } from '#prisma/generated/enums.ts';
import { randomCnpj, randomMobile, signedInUser, type TestApp } from '#tests/factories/shops.ts';

// Factories for the dashboard and offer suites: a signed-in shop with a plan, and wishes with
// their matches written straight through Prisma (the wish intake service is another feature's).

export type PlanSeed = {
  plano_tipo: PlanoTipo;
  ativo?: boolean;
  limite_diario?: number;
  consultas_hoje?: number;
  data_reset_contador?: Date | null;
  stripe_status?: string | null;
};

export const associatePlan = (consultasHoje = 0, resetDate: Date | null = todayInSaoPaulo()): PlanSeed => ({
  plano_tipo: 'associado_gratuito',
  ativo: true,
  limite_diario: 5,
  consultas_hoje: consultasHoje,
  data_reset_contador: resetDate,
});

export const premiumPlan: PlanSeed = { plano_tipo: 'premium', ativo: true, limite_diario: 0 };
export const noPlan: PlanSeed = { plano_tipo: 'sem_plano', ativo: false, limite_diario: 0 };

export async function firstCategory() {
  return db.categoria.findFirstOrThrow({
    where: { subcategorias: { some: {} } },
    orderBy: { id: 'asc' },
    select: { id: true, nome_categoria: true, subcategorias: { select: { id: true, nome: true }, take: 1 } },
  });
}

/** A signed-in user with an approved shop in São Paulo/SP and the given plan. */
export async function signedInShop(test: TestApp, plan: PlanSeed = associatePlan()) {
  const user = await signedInUser(test);
  const categoria = await firstCategory();
  const lojista = await db.lojista.create({
    data: {
      user_id: user.userId,
      email: user.email,
      nome_loja: `Loja ${randomUUID().slice(0, 6)}`,
      cnpj: randomCnpj(),
      whatsapp: randomMobile(),
      whatsapp_loja: randomMobile(),
      estado: 'SP',
      cidade: 'São Paulo',
      cidade_normalizada: 'sao paulo',
      receber_matches: true,
      plano: {
        create: {
          plano_tipo: plan.plano_tipo,
          ativo: plan.ativo ?? true,
          limite_diario: plan.limite_diario ?? 0,
          consultas_hoje: plan.consultas_hoje ?? 0,
          data_reset_contador: plan.data_reset_contador ?? null,
          stripe_status: plan.stripe_status ?? null,
        },
      },
      categorias: { create: { categoria_id: categoria.id } },
    },
    select: { id: true, whatsapp_loja: true, email: true },
  });
  return { ...user, lojistaId: lojista.id, whatsappLoja: lojista.whatsapp_loja };
}

export type WishSeed = {
  status?: 'aberto' | 'fechado' | 'expirado';
  createdAt?: Date;
  produto?: string;
  expiresAt?: Date;
};

/** A wish in São Paulo/SP with one match per shop given. */
export async function wishWithMatches(lojistaIds: string[], seed: WishSeed = {}) {
  const categoria = await firstCategory();
  const createdAt = seed.createdAt ?? new Date();
  const desejo = await db.desejo.create({
    data: {
      nome_cliente: 'Cliente Teste',
      whatsapp_cliente: randomMobile(),
      produto_desejado: seed.produto ?? `Geladeira ${randomUUID().slice(0, 6)}`,
      marca: 'Brastemp',
      caracteristicas: { cor: 'inox' },
      link_produto: 'https://www.exemplo.com.br/produtos/geladeira-frost-free',
      categoria: categoria.nome_categoria,
      categoria_id: categoria.id,
      subcategoria: categoria.subcategorias[0]?.nome ?? null,
      subcategoria_id: categoria.subcategorias[0]?.id ?? null,
      cidade: 'São Paulo',
      cidade_normalizada: 'sao paulo',
      estado: 'SP',
      status: seed.status ?? 'aberto',
      origem: 'site',
      termos_aceitos: true,
      // Open for a week from now whatever its creation date, unless the test says otherwise.
      expires_at: seed.expiresAt ?? new Date(Date.now() + 7 * 86_400_000),
      created_at: createdAt,
      matches: { create: lojistaIds.map((lojista_id) => ({ lojista_id, created_at: createdAt })) },
    },
    select: { id: true, matches: { select: { id: true, lojista_id: true } } },
  });
  const matchOf = (lojistaId: string) => desejo.matches.find((m) => m.lojista_id === lojistaId)!.id;
  return { desejoId: desejo.id, matchOf };
}

/** A valid 'Fazer Oferta' body. */
export const offerBody = (overrides: Record<string, unknown> = {}) => ({
  valorCentavos: 120_000,
  condicoesPagamento: '10x sem juros',
  prazoEntrega: 'Entrega amanhã',
  validade: '3',
  observacoes: 'Produto na caixa',
  ...overrides,
});

export function planOf(lojistaId: string) {
  return db.lojistaPlano.findUniqueOrThrow({
    where: { lojista_id: lojistaId },
    select: { consultas_hoje: true, data_reset_contador: true },
  });
}

/** PUT with the session cookie (the shared api() helper has GET and POST). */
export function put(test: TestApp, path: string, body: unknown, cookie: string) {
  return request(test.app)
    .put(path)
    .set('Origin', testOrigin)
    .set('Cookie', cookie)
    .send(body as object);
}
