import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopBusinessMessages } from '#api/opt-out/opt-out.ts';
import { DASHBOARD_MESSAGES, type DashboardConversation } from '#domain/admin/dashboard-schemas.ts';
import { normalizeText } from '#domain/text.ts';
import { db } from '#prisma/client.ts';
import { signedInAdmin } from '#tests/factories/admins.ts';
import { api, createTestApp, randomMobile } from '#tests/factories/shops.ts';
import { createShop } from '#tests/factories/wishes.ts';

// The reads of /gestao/dashboard through the real app, as an admin. Other suites share the
// worker's database: each test makes its own city, shops and wishes, and looks only at them.

const test = createTestApp();
const http = api(test);
let cookie: string;

beforeAll(async () => {
  ({ cookie } = await signedInAdmin(test.auth));
});

// Other suites list the active cities of SP and the newest conversations: what this file adds
// to either (its cities, its conversations dated a year ahead) goes when it ends.
const createdCityIds: number[] = [];
afterAll(async () => {
  await db.whatsappConversation.deleteMany({
    where: { last_message_at: { gt: new Date(Date.now() + 300 * 86_400_000) } },
  });
  await db.cidade.deleteMany({ where: { id: { in: createdCityIds } } });
});

/** An active city of its own, in SP. */
async function newCity() {
  const estado = await db.estado.findUniqueOrThrow({ where: { sigla: 'SP' }, select: { id: true } });
  const nome = `Cidade Painel ${randomUUID().slice(0, 8)}`;
  const city = await db.cidade.create({
    data: { nome, nome_normalizado: normalizeText(nome), estado_id: estado.id, ativo: true },
    select: { id: true, nome: true },
  });
  createdCityIds.push(city.id);
  return city;
}

async function newWish(cidade: string, categoriaId: number, createdAt = new Date()) {
  return db.desejo.create({
    data: {
      nome_cliente: 'Ana Cliente',
      whatsapp_cliente: randomMobile(),
      produto_desejado: 'Bicicleta aro 29',
      categoria: 'Esportes',
      categoria_id: categoriaId,
      cidade,
      cidade_normalizada: normalizeText(cidade),
      estado: 'SP',
      origem: 'whatsapp',
      expires_at: new Date(createdAt.getTime() + 7 * 86_400_000),
      created_at: createdAt,
    },
    select: { id: true },
  });
}

async function offer(desejoId: string, lojistaId: string, valor = '150.00') {
  await db.match.create({ data: { desejo_id: desejoId, lojista_id: lojistaId } });
  return db.oferta.create({
    data: { id_desejo: desejoId, lojista_id: lojistaId, valor, descricao: 'Pagamento: pix' },
    select: { id: true },
  });
}

const categoria = async () =>
  (await db.categoria.findFirstOrThrow({ orderBy: { id: 'asc' }, select: { id: true } })).id;

describe('Conversas Recentes', () => {
  it("lists the newest conversations (the admins' tests apart) with the shop, contact or wish name, and the thread with tool calls", async () => {
    const shop = await createShop({ nomeLoja: `Loja Conversa ${randomUUID().slice(0, 4)}` });
    // Human mode comes first in the list: what other files of this worker left goes back to the bot.
    await db.whatsappConversation.updateMany({
      where: { human_mode_at: { not: null } },
      data: { human_mode_at: null, human_waiting_since: null },
    });
    // Far in the future, so these four are the newest whatever other suites stored.
    const at = (minutes: number) => new Date(Date.now() + 365 * 86_400_000 + minutes * 60_000);
    const customer = await db.whatsappConversation.create({
      data: { phone_number: randomMobile(), contact_name: 'Ana Cliente', last_message_at: at(4) },
      select: { id: true, phone_number: true },
    });
    await db.whatsappConversation.create({
      data: { phone_number: shop.whatsapp_loja, contact_name: 'Zé', last_message_at: at(3) },
    });
    const anonymous = await db.whatsappConversation.create({
      data: { phone_number: randomMobile(), last_message_at: at(2) },
      select: { phone_number: true },
    });
    // No profile name, but their wish carried one.
    const wisher = await db.whatsappConversation.create({
      data: { phone_number: randomMobile(), last_message_at: at(1) },
      select: { id: true },
    });
    const wish = await newWish((await newCity()).nome, await categoria());
    await db.desejo.update({
      where: { id: wish.id },
      data: { conversation_id: wisher.id, nome_cliente: 'Bia do Desejo' },
    });
    // The newest of all is an admin's test: listed apart, marked.
    const playground = await db.whatsappConversation.create({
      data: { phone_number: randomMobile(), contact_name: 'Teste', last_message_at: at(5), is_test: true },
      select: { id: true },
    });
    // Older ones: more than the 10 shown.
    await db.whatsappConversation.createMany({
      data: Array.from({ length: 9 }, (_, i) => ({ phone_number: randomMobile(), last_message_at: at(-i) })),
    });

    // The customer said "PARAR": the list marks the number.
    await stopBusinessMessages({ db, phone: customer.phone_number, lojistaId: null, now: new Date() });

    const list = await http.get('/api/admin/dashboard/conversations', cookie);
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const conversations = list.body.conversations as DashboardConversation[];
    const customers = conversations.filter((conversation) => !conversation.teste);
    expect(customers).toHaveLength(10);
    // In the one order of the list: the newest of all, marked.
    expect(conversations[0]).toMatchObject({ id: playground.id, teste: true });
    expect(customers.slice(0, 4)).toEqual([
      expect.objectContaining({ id: customer.id, nome: 'Ana Cliente', tipo: 'Cliente', semMensagens: true }),
      expect.objectContaining({
        nome: shop.nome_loja,
        telefone: shop.whatsapp_loja,
        tipo: 'Lojista',
        semMensagens: false,
      }),
      expect.objectContaining({ nome: null, telefone: anonymous.phone_number, tipo: 'Cliente' }),
      expect.objectContaining({ id: wisher.id, nome: 'Bia do Desejo', tipo: 'Cliente', teste: false }),
    ]);

    const t = new Date();
    await db.whatsappMessage.createMany({
      data: [
        { conversation_id: customer.id, direction: 'inbound', message_text: 'sim', timestamp: t },
        {
          conversation_id: customer.id,
          direction: 'outbound',
          message_text: 'Seu desejo foi enviado',
          timestamp: new Date(t.getTime() + 1000),
          metadata: { ai_model: 'google/gemini-2.5-flash' },
          tool_calls: [{ name: 'criar_desejo', arguments: { produto: 'Bicicleta' }, result: { ok: true } }],
        },
        {
          conversation_id: customer.id,
          direction: 'outbound',
          message_text: '',
          timestamp: new Date(t.getTime() + 2000),
          metadata: { fallback: true },
          // Older rows stored the list as a JSON string (spec 001 §3).
          tool_calls: JSON.stringify([
            { name: 'listar_ofertas', arguments: '{"x":1}', result: 'erro', error: true },
          ]),
        },
      ],
    });
    const thread = await http.get(`/api/admin/dashboard/conversations/${customer.id}/messages`, cookie);
    expect(thread.status).toBe(200);
    expect(thread.body.messages).toEqual([
      expect.objectContaining({ direction: 'inbound', texto: 'sim', modelo: null, toolCalls: [] }),
      expect.objectContaining({
        direction: 'outbound',
        modelo: 'google/gemini-2.5-flash',
        toolCalls: [
          {
            nome: 'criar_desejo',
            argumentos: { produto: 'Bicicleta' },
            resultado: { ok: true },
            erro: false,
          },
        ],
      }),
      expect.objectContaining({
        texto: '',
        modelo: 'Respostas guiadas (fallback)',
        toolCalls: [{ nome: 'listar_ofertas', argumentos: { x: 1 }, resultado: 'erro', erro: true }],
      }),
    ]);
  });

  it('answers 404 for an unknown conversation', async () => {
    for (const id of [randomUUID(), 'nao-e-id']) {
      const res = await http.get(`/api/admin/dashboard/conversations/${id}/messages`, cookie);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(DASHBOARD_MESSAGES.conversaNaoEncontrada);
    }
  });
});

describe('Visão Geral, Últimas Ofertas, Últimos Lojistas', () => {
  it('counts wishes, shops, matches and offers of one city, and lists the newest offer and shop', async () => {
    const city = await newCity();
    const categoriaId = await categoria();
    const shop = await createShop({ cidade: city.nome, nomeLoja: `Loja Painel ${randomUUID().slice(0, 4)}` });
    await db.lojistaCategoria.create({ data: { lojista_id: shop.id, categoria_id: categoriaId } });
    const wish = await newWish(city.nome, categoriaId);
    const made = await offer(wish.id, shop.id, '1234.50');
    await newWish(city.nome, categoriaId);

    const overview = await http.get(`/api/admin/dashboard/overview?cidade=${city.id}`, cookie);
    expect(overview.status).toBe(200);
    expect(overview.body).toMatchObject({
      totalDesejos: 2,
      totalLojistas: 1,
      totalMatches: 1,
      totalOfertas: 1,
    });
    const all = await http.get('/api/admin/dashboard/overview', cookie);
    expect(all.body.totalDesejos).toBeGreaterThanOrEqual(2);

    const cidades = await http.get('/api/admin/dashboard/cidades', cookie);
    expect(cidades.body.cidades).toContainEqual({ id: city.id, nome: city.nome, estado: 'SP' });

    const ofertas = await http.get('/api/admin/dashboard/ofertas', cookie);
    expect(ofertas.body.ofertas.length).toBeLessThanOrEqual(15);
    expect(ofertas.body.ofertas).toContainEqual(
      expect.objectContaining({
        id: made.id,
        valor: '1234.50',
        status: 'pendente',
        lojista: shop.nome_loja,
        desejo: { produto: 'Bicicleta aro 29', cidade: city.nome, estado: 'SP' },
      }),
    );

    const lojistas = await http.get('/api/admin/dashboard/lojistas', cookie);
    expect(lojistas.body.lojistas.length).toBeLessThanOrEqual(15);
    const listed = lojistas.body.lojistas.find((l: { id: string }) => l.id === shop.id);
    expect(listed).toMatchObject({ nomeLoja: shop.nome_loja, cidade: city.nome, estado: 'SP' });
    expect(listed.categorias).toHaveLength(1);
  });

  it("refuses an unknown city with 'Cidade inválida.'", async () => {
    for (const cidade of ['999999999', 'abc']) {
      const res = await http.get(`/api/admin/dashboard/overview?cidade=${cidade}`, cookie);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(DASHBOARD_MESSAGES.cidadeInvalida);
    }
  });
});

describe('funnel', () => {
  it('counts the wishes of a period through match, offer and close, and the cities with no shop', async () => {
    const city = await newCity();
    const lonely = await newCity();
    const categoriaId = await categoria();
    const shop = await createShop({ cidade: city.nome });
    // A day of its own, years back, that no other suite writes wishes on.
    const day = new Date(Date.UTC(2000 + randomInt(0, 15), randomInt(0, 12), randomInt(1, 28), 15));
    const ymd = day.toISOString().slice(0, 10);

    const closed = await newWish(city.nome, categoriaId, day);
    await offer(closed.id, shop.id);
    await db.desejo.update({ where: { id: closed.id }, data: { status: 'fechado' } });
    const matched = await newWish(city.nome, categoriaId, day);
    await db.match.create({ data: { desejo_id: matched.id, lojista_id: shop.id } });
    await newWish(city.nome, categoriaId, day);
    await newWish(lonely.nome, categoriaId, day);
    await newWish(lonely.nome, categoriaId, day);
    // The next day is outside the period.
    await newWish(city.nome, categoriaId, new Date(day.getTime() + 86_400_000));

    const res = await http.get(`/api/admin/dashboard/funnel?from=${ymd}&to=${ymd}&cidade=${city.id}`, cookie);
    expect(res.status).toBe(200);
    expect(res.body.etapas.map((e: { total: number }) => e.total)).toEqual([3, 2, 1, 1]);
    expect(res.body).toMatchObject({ totalMatches: 2, totalOfertas: 1 });
    expect(res.body.cidadesSemLoja).toEqual([
      { cidade: lonely.nome, estado: 'SP', desejos: 2 },
      { cidade: city.nome, estado: 'SP', desejos: 1 },
    ]);

    const otherCategory = await http.get(
      `/api/admin/dashboard/funnel?from=${ymd}&to=${ymd}&categoria=${categoriaId + 1}`,
      cookie,
    );
    expect(otherCategory.body.etapas[0].total).toBe(0);
    expect(otherCategory.body.cidadesSemLoja).toEqual([]);
  });

  it('lists the shops that received the opportunities of the period, best rated first, under the filters', async () => {
    const city = await newCity();
    const other = await newCity();
    const categoriaId = await categoria();
    const tag = randomUUID().slice(0, 4);
    const [top, many, unrated, elsewhere] = await Promise.all(
      ['Top', 'Muitas', 'Sem Nota', 'Outra Cidade'].map((nome) =>
        createShop({ cidade: nome === 'Outra Cidade' ? other.nome : city.nome, nomeLoja: `${nome} ${tag}` }),
      ),
    );
    const day = new Date(Date.UTC(2000 + randomInt(0, 15), randomInt(0, 12), randomInt(1, 28), 15));
    const ymd = day.toISOString().slice(0, 10);
    // Ratings are the shop's whole history: given on wishes outside the period.
    const rate = async (lojistaId: string, nota: number) => {
      const wish = await newWish(city.nome, categoriaId, new Date(day.getTime() - 40 * 86_400_000));
      await db.avaliacao.create({
        data: { desejo_id: wish.id, lojista_id: lojistaId, whatsapp_cliente: randomMobile(), nota },
      });
    };
    await rate(top!.id, 5);
    await rate(top!.id, 4);
    await rate(many!.id, 3);

    for (const shop of [top!, many!, unrated!])
      await offer((await newWish(city.nome, categoriaId, day)).id, shop.id);
    const accepted = await offer((await newWish(city.nome, categoriaId, day)).id, many!.id);
    await db.oferta.update({ where: { id: accepted.id }, data: { status: 'aceita' } });
    await offer((await newWish(city.nome, categoriaId, day)).id, many!.id);
    await offer((await newWish(other.nome, categoriaId, day)).id, elsewhere!.id);

    const url = `/api/admin/dashboard/funnel/lojistas?from=${ymd}&to=${ymd}&cidade=${city.id}`;
    const byRating = await http.get(url, cookie);
    expect(byRating.status).toBe(200);
    expect(byRating.body.total).toBe(3);
    expect(byRating.body.ordem).toBe('avaliacao');
    expect(byRating.body.lojistas).toEqual([
      {
        id: top!.id,
        nomeLoja: `Top ${tag}`,
        oportunidades: 1,
        ofertas: 1,
        aceitas: 0,
        avaliacoes: { media: 4.5, total: 2 },
      },
      expect.objectContaining({
        id: many!.id,
        oportunidades: 3,
        ofertas: 3,
        aceitas: 1,
        avaliacoes: { media: 3, total: 1 },
      }),
      expect.objectContaining({ id: unrated!.id, avaliacoes: { media: null, total: 0 } }),
    ]);

    const byOffers = await http.get(`${url}&ordem=ofertas`, cookie);
    expect(byOffers.body.lojistas.map((shop: { id: string }) => shop.id)).toEqual([
      many!.id,
      top!.id,
      unrated!.id,
    ]);
    const otherCategory = await http.get(`${url}&categoria=${categoriaId + 1}`, cookie);
    expect(otherCategory.body).toEqual({ ordem: 'avaliacao', total: 0, lojistas: [] });
    const otherCity = await http.get(
      `/api/admin/dashboard/funnel/lojistas?from=${ymd}&to=${ymd}&cidade=${other.id}`,
      cookie,
    );
    expect(otherCity.body.lojistas.map((shop: { id: string }) => shop.id)).toEqual([elsewhere!.id]);

    const badOrder = await http.get(`${url}&ordem=preco`, cookie);
    expect(badOrder.status).toBe(400);
    expect(badOrder.body.fields.ordem).toBe(DASHBOARD_MESSAGES.ordemInvalida);
  });

  it('refuses a period that ends before it starts, lasts over 366 days, or has a malformed date', async () => {
    const inverted = await http.get('/api/admin/dashboard/funnel?from=2025-02-10&to=2025-02-01', cookie);
    expect(inverted.status).toBe(400);
    expect(inverted.body.fields.from).toBe(DASHBOARD_MESSAGES.periodoInvertido);
    const malformed = await http.get('/api/admin/dashboard/funnel?from=10/02/2025&to=2025-02-01', cookie);
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields.from).toBe(DASHBOARD_MESSAGES.dataInvalida);
    const tooLong = await http.get('/api/admin/dashboard/funnel?from=2024-01-01&to=2025-01-01', cookie);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields.from).toBe(DASHBOARD_MESSAGES.periodoLongo);
    const leapYear = await http.get('/api/admin/dashboard/funnel?from=2024-01-01&to=2024-12-31', cookie);
    expect(leapYear.status).toBe(200);
  });
});
