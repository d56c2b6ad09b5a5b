import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { testOrigin } from '#api/auth/auth-test-client.ts';
import { grantRole } from '#api/auth/roles.ts';
import { setShopPaused } from '#api/lojistas/pause.ts';
import { shopCsvHeader } from '#domain/admin/shops-csv.ts';
import { saoPauloYmd } from '#domain/dates.ts';
import { normalizeText } from '#domain/text.ts';
import { db } from '#prisma/client.ts';
import type { PlanoTipo } from '#prisma/generated/enums.ts';
import { signedInAdmin } from '#tests/factories/admins.ts';
import { createTestApp, randomCnpj, randomMobile, signedInUser } from '#tests/factories/shops.ts';

// /gestao/lojistas through the real app: filters and paging of 20, the details dialog, the CSV
// report of the filtered shops, the bulk switch and the admin-only door. Every shop lives in a
// city made up for the test, since other suites share the worker's database.

const test = createTestApp();

const adminCookie = async () => (await signedInAdmin(test.auth)).cookie;

const uniqueCity = () => `Cidade Teste ${randomUUID().slice(0, 8)}`;

type ShopOptions = {
  nome?: string;
  cidade: string;
  estado?: string;
  plano?: PlanoTipo | null;
  receber?: boolean;
  associacaoId?: string;
  createdAt?: Date;
};

async function newShop(options: ShopOptions) {
  const plano = options.plano === undefined ? 'sem_plano' : options.plano;
  return db.lojista.create({
    data: {
      email: `loja-${randomUUID()}@exemplo.com.br`,
      nome_loja: options.nome ?? `Loja ${randomUUID().slice(0, 6)}`,
      nome_responsavel: 'Rita',
      cnpj: randomCnpj(),
      whatsapp: randomMobile(),
      whatsapp_loja: randomMobile(),
      estado: options.estado ?? 'SP',
      cidade: options.cidade,
      cidade_normalizada: normalizeText(options.cidade),
      receber_matches: options.receber ?? false,
      ...(options.createdAt ? { created_at: options.createdAt } : {}),
      ...(plano
        ? {
            plano: {
              create: {
                plano_tipo: plano,
                ativo: plano !== 'sem_plano',
                limite_diario: plano === 'associado_gratuito' ? 5 : 0,
                associacao_id: options.associacaoId ?? null,
              },
            },
          }
        : {}),
    },
  });
}

const get = (path: string, cookie: string) =>
  request(test.app).get(path).set('Origin', testOrigin).set('Cookie', cookie);
const post = (path: string, body: unknown, cookie: string) =>
  request(test.app)
    .post(path)
    .set('Origin', testOrigin)
    .set('Cookie', cookie)
    .send(body as object);

describe('GET /api/admin/lojistas', () => {
  it('pages 20 at a time, newest first, with the total of the filtered shops', async () => {
    const cookie = await adminCookie();
    const cidade = uniqueCity();
    const base = Date.now() - 60_000;
    for (let i = 0; i < 23; i++) {
      await newShop({
        cidade,
        nome: `Loja ${String(i).padStart(2, '0')}`,
        createdAt: new Date(base + i * 1000),
      });
    }
    await newShop({ cidade: uniqueCity() });

    const first = await get(`/api/admin/lojistas?cidade=${encodeURIComponent(cidade)}`, cookie);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 23, page: 1, pageSize: 20 });
    expect(first.body.rows).toHaveLength(20);
    expect(first.body.rows[0]).toMatchObject({
      nomeLoja: 'Loja 22',
      cidade,
      estado: 'SP',
      planoTipo: 'sem_plano',
    });

    const second = await get(`/api/admin/lojistas?cidade=${encodeURIComponent(cidade)}&page=2`, cookie);
    expect(second.body).toMatchObject({ total: 23, page: 2 });
    expect(second.body.rows.map((r: { nomeLoja: string }) => r.nomeLoja)).toEqual([
      'Loja 02',
      'Loja 01',
      'Loja 00',
    ]);
  });

  it('filters by state, city (accents and case ignored), plan type and match status', async () => {
    const cookie = await adminCookie();
    const cidade = `São Teste ${randomUUID().slice(0, 8)}`;
    const semPlano = await newShop({ cidade, plano: null });
    const associado = await newShop({ cidade, plano: 'associado_gratuito', receber: true });
    const stripe = await newShop({ cidade, plano: 'stripe_subscription', receber: true });
    await newShop({ cidade, estado: 'RJ', plano: 'stripe_subscription' });

    const ids = async (query: string) => {
      const res = await get(
        `/api/admin/lojistas?estado=sp&cidade=${encodeURIComponent(normalizeText(cidade))}&${query}`,
        cookie,
      );
      expect(res.status).toBe(200);
      return res.body.rows.map((r: { id: string }) => r.id).sort();
    };
    expect(await ids('plano_tipo=sem_plano')).toEqual([semPlano.id]);
    expect(await ids('plano_tipo=associado_gratuito')).toEqual([associado.id]);
    expect(await ids('plano_tipo=stripe_subscription&matches=recebendo')).toEqual([stripe.id]);
    expect(await ids('matches=bloqueados')).toEqual([semPlano.id]);
    expect(await ids('plano_tipo=todos&matches=todos')).toEqual(
      [semPlano.id, associado.id, stripe.id].sort(),
    );

    const bad = await get('/api/admin/lojistas?plano_tipo=ouro', cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.fields.plano_tipo).toBe('Tipo de plano inválido.');
  });
});

describe('GET /api/admin/lojistas/:id', () => {
  it("answers every section of the details dialog: contacts, categories, plan with today's offers and the association", async () => {
    const cookie = await adminCookie();
    const associacao = await db.associacaoParceira.create({ data: { nome: 'ACE Teste' } });
    const shop = await newShop({
      cidade: uniqueCity(),
      plano: 'associado_gratuito',
      associacaoId: associacao.id,
    });
    const categoria = await db.categoria.findFirstOrThrow({ include: { subcategorias: { take: 1 } } });
    await db.lojistaCategoria.create({ data: { lojista_id: shop.id, categoria_id: categoria.id } });
    const today = saoPauloYmd(new Date());
    await db.lojistaPlano.update({
      where: { lojista_id: shop.id },
      data: { consultas_hoje: 3, data_reset_contador: new Date(`${today}T00:00:00Z`) },
    });

    // The shop paused itself on WhatsApp: shown apart from the approval, with who and when.
    await setShopPaused({
      db,
      lojistaId: shop.id,
      paused: true,
      by: 'whatsapp:5511900000001',
      now: new Date(),
    });

    const res = await get(`/api/admin/lojistas/${shop.id}`, cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      nomeLoja: shop.nome_loja,
      cnpj: shop.cnpj,
      email: shop.email,
      whatsappLoja: shop.whatsapp_loja,
      whatsappRepresentante: shop.whatsapp,
      categorias: [categoria.nome_categoria.replace(/_/g, ' ')],
      subcategorias: [],
      pausa: { pausada: true, alteradaPor: 'whatsapp:5511900000001', alteradaEm: expect.any(String) },
      plano: {
        tipo: 'associado_gratuito',
        ativo: true,
        limiteDiario: 5,
        ofertasHoje: 3,
        associacao: 'ACE Teste',
      },
    });
    expect(res.body.createdAt).toBeTypeOf('string');
    expect(res.body.plano.inicio).toBeTypeOf('string');

    const missing = await get(`/api/admin/lojistas/${randomUUID()}`, cookie);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Lojista não encontrado.');
  });
});

describe('GET /api/admin/lojistas/export.csv', () => {
  it('exports exactly the filtered shops: BOM, the spec header, every cell quoted, the file name', async () => {
    const cookie = await adminCookie();
    const cidade = uniqueCity();
    const names = ['Loja "Aspas" Um', 'Loja Dois', 'Loja Três'];
    for (const [i, nome] of names.entries()) {
      await newShop({
        cidade,
        nome,
        plano: 'associado_gratuito',
        createdAt: new Date(Date.now() - (3 - i) * 1000),
      });
    }
    await newShop({ cidade, plano: 'sem_plano' });

    const res = await get(
      `/api/admin/lojistas/export.csv?cidade=${encodeURIComponent(cidade)}&plano_tipo=associado_gratuito`,
      cookie,
    ).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="relatorio-lojistas-\d{4}-\d{2}-\d{2}T[\d-]+Z\.csv"$/,
    );
    const text = res.text;
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(
      '"Nome da Loja";"CNPJ";"E-mail";"Telefone";"WhatsApp Representante";"WhatsApp Loja";"Cidade";"Estado";"Endereço";"CEP";"Tipo de Plano";"Status do Plano";"Limite Diário";"Ofertas Hoje";"Recebe Matches";"Associação Parceira";"Categorias";"Subcategorias";"Data de Cadastro"',
    );
    expect(shopCsvHeader).toHaveLength(19);
    for (const line of lines.slice(1)) {
      expect(line).toMatch(/^"(?:[^"]|"")*"(?:;"(?:[^"]|"")*"){18}$/);
      expect(line).toContain(`"${cidade}";"SP"`);
      expect(line).toContain('"Associado Gratuito";"Ativo";"5";"0";"Não"');
    }
    expect(lines[1]).toMatch(/^"Loja Três";/);
    expect(lines[3]).toMatch(/^"Loja ""Aspas"" Um";/);
  });
});

describe('POST /api/admin/lojistas/receber-matches-em-lote', () => {
  it("refuses an empty selection with 'Nenhum lojista selecionado'", async () => {
    const cookie = await adminCookie();
    for (const body of [{ ids: [], receberMatches: false }, { receberMatches: true }]) {
      const res = await post('/api/admin/lojistas/receber-matches-em-lote', body, cookie);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Nenhum lojista selecionado');
    }
  });

  it('switches every selected shop and e-mails each first approval once', async () => {
    const cookie = await adminCookie();
    const cidade = uniqueCity();
    const a = await newShop({ cidade });
    const b = await newShop({ cidade });
    const on = await post(
      '/api/admin/lojistas/receber-matches-em-lote',
      { ids: [a.id, b.id], receberMatches: true },
      cookie,
    );
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ atualizados: 2, primeirasAprovacoes: 2, receberMatches: true });
    const approvals = test.enqueued.filter(
      (job) => job.jobId === `aprovacao:${a.id}` || job.jobId === `aprovacao:${b.id}`,
    );
    expect(approvals).toHaveLength(2);

    const off = await post(
      '/api/admin/lojistas/receber-matches-em-lote',
      { ids: [a.id, b.id], receberMatches: false },
      cookie,
    );
    expect(off.body.atualizados).toBe(2);
    const rows = await db.lojista.findMany({
      where: { id: { in: [a.id, b.id] } },
      select: { receber_matches: true },
    });
    expect(rows.every((r) => !r.receber_matches)).toBe(true);
    await post('/api/admin/lojistas/receber-matches-em-lote', { ids: [a.id], receberMatches: true }, cookie);
    expect(test.enqueued.filter((job) => job.jobId === `aprovacao:${a.id}`)).toHaveLength(1);
  });
});

describe('shop management is for admins only', () => {
  it('answers 403 to a lojista on every route and changes nothing', async () => {
    const { cookie, userId } = await signedInUser(test);
    await grantRole(db, userId, 'lojista');
    const shop = await newShop({ cidade: uniqueCity() });
    for (const path of [
      '/api/admin/lojistas',
      '/api/admin/lojistas/export.csv',
      `/api/admin/lojistas/${shop.id}`,
    ]) {
      const res = await get(path, cookie);
      expect(res.status, path).toBe(403);
      expect(res.body.error).toBe('Acesso negado');
    }
    const bulk = await post(
      '/api/admin/lojistas/receber-matches-em-lote',
      { ids: [shop.id], receberMatches: true },
      cookie,
    );
    expect(bulk.status).toBe(403);
    expect((await db.lojista.findUniqueOrThrow({ where: { id: shop.id } })).receber_matches).toBe(false);
  });
});
