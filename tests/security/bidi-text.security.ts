import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testOrigin } from '#api/auth/auth-test-client.ts';
import { handleNotifyShop } from '#api/notifications/notify-handlers.ts';
import { fakeGraphMessages, runOfferNotices, startCloudApiBot } from '#api/ofertas/test-support.ts';
import { receiveInbound } from '#bot/inbound/receive.ts';
import { createLogger } from '#platform/logger.ts';
import { db } from '#prisma/client.ts';
import { signedInAdmin } from '#tests/factories/admins.ts';
import { offerBody, put, signedInShop } from '#tests/factories/dashboard.ts';
import { createTestApp, pickCategories, randomMobile } from '#tests/factories/shops.ts';
import { wishForm } from '#tests/factories/wishes.ts';
import { printTable } from './print-table.ts';

// "Trojan Source" in the marketplace: a right-to-left override (U+202E) or an isolate typed into a
// wish, a shop's name or an offer's notes reverses how that text reads on someone else's screen or
// WhatsApp. Each is typed where a person types it (the site's wish form, the shop's profile, the
// offer dialog, a shop's WhatsApp message) and followed to every place another person reads it:
// the rows stored, the shop's opportunities, the admins' screens, and the bodies posted to the
// WhatsApp Graph API (under nock). None may carry a bidi control.

const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const RLO = '\u202E';

const logger = createLogger({ level: 'silent', pretty: false });
const test = createTestApp();
let cloud: Awaited<ReturnType<typeof startCloudApiBot>>;
let graph: ReturnType<typeof fakeGraphMessages>;
let adminCookie: string;

beforeAll(async () => {
  cloud = await startCloudApiBot();
  graph = fakeGraphMessages();
  ({ cookie: adminCookie } = await signedInAdmin(test.auth));
});

afterAll(async () => {
  await test.queue.close();
  await cloud.close();
});

const get = (path: string, cookie: string) =>
  request(test.app).get(path).set('Origin', testOrigin).set('Cookie', cookie);

describe('bidi controls never reach another person', () => {
  it('cleans a wish, a shop name and an offer on the way in, so every screen and WhatsApp message is clean', async () => {
    const rows: string[][] = [];
    const check = (surface: string, seen: unknown, expected: string) => {
      const text = typeof seen === 'string' ? seen : JSON.stringify(seen);
      rows.push([surface, BIDI.test(text) ? 'SIM' : 'não', text.includes(expected) ? 'sim' : 'NÃO']);
      expect(text, surface).not.toMatch(BIDI);
      expect(text, surface).toContain(expected);
    };

    // The shop's name, typed in its profile.
    const shop = await signedInShop(test);
    const { chosen, subsOfChosen } = await pickCategories();
    const tag = randomUUID().slice(0, 6);
    const profile = await put(
      test,
      '/api/dashboard/perfil',
      {
        nomeLoja: `Loja ${RLO}odnuM ${tag}`,
        email: `bidi-${tag}@exemplo.com.br`,
        estado: 'sp',
        cidade: 'sao paulo',
        whatsapp: randomMobile(),
        whatsappLoja: shop.whatsappLoja,
        categorias: chosen,
        subcategorias: subsOfChosen,
      },
      shop.cookie,
    );
    expect(profile.status).toBe(200);
    const shopName = `Loja odnuM ${tag}`;
    check(
      'nome da loja gravado',
      (await db.lojista.findUniqueOrThrow({ where: { id: shop.lojistaId } })).nome_loja,
      shopName,
    );

    // The customer's wish, typed in the site's form.
    const produto = `Geladeira ${tag} ${RLO}xonI`;
    const wish = await request(test.app)
      .post('/api/desejos')
      .set('Origin', testOrigin)
      .set('X-Forwarded-For', `10.9.${tag.length}.7`)
      .send(
        await wishForm({
          nomeCliente: `Ana ${RLO}Cliente`,
          whatsapp: randomMobile().slice(2),
          produtoDesejado: produto,
          marca: `\u2066Brastemp\u2069`,
          caracteristicas: `entrega ${RLO}grátis`,
        }),
      );
    expect(wish.status).toBe(201);
    const desejo = await db.desejo.findFirstOrThrow({ where: { produto_desejado: { contains: tag } } });
    check('desejo gravado', desejo, `Geladeira ${tag} xonI`);
    const match = await db.match.create({
      data: { desejo_id: desejo.id, lojista_id: shop.lojistaId },
      select: { id: true },
    });

    // The shop reads it: its opportunities and the novo_desejo on WhatsApp.
    const matches = await get('/api/dashboard/matches', shop.cookie);
    check('oportunidades da loja (painel)', matches.body, `Geladeira ${tag} xonI`);
    await handleNotifyShop({ matchId: match.id }, { jobId: 'bidi', attempt: 1, logger });
    const toShop = graph.bodies.filter((body) => body.to === shop.whatsappLoja);
    expect(toShop).toHaveLength(1);
    check('novo_desejo no WhatsApp da loja', toShop, `Geladeira ${tag} xonI`);

    // The shop's offer, typed in the offer dialog.
    const offer = await request(test.app)
      .post(`/api/dashboard/matches/${match.id}/oferta`)
      .set('Origin', testOrigin)
      .set('Cookie', shop.cookie)
      .send(
        offerBody({
          condicoesPagamento: `10x ${RLO}sem juros`,
          prazoEntrega: `\u2067amanhã\u2069`,
          validade: 'personalizada',
          validadePersonalizada: `${RLO}2 dias`,
          observacoes: `entrega ${RLO}sitárg na capital`,
        }),
      );
    expect(offer.status).toBe(201);
    const oferta = await db.oferta.findFirstOrThrow({
      where: { id_desejo: desejo.id, lojista_id: shop.lojistaId },
    });
    check('oferta gravada', oferta, 'entrega sitárg na capital');

    // The customer reads it on WhatsApp; the admins in /gestao.
    await runOfferNotices(test.enqueued, logger);
    const toCustomer = graph.bodies.filter((body) => body.to === desejo.whatsapp_cliente);
    expect(toCustomer).toHaveLength(1);
    check('oferta_recebida no WhatsApp do cliente', toCustomer, 'entrega sitárg na capital');
    check('… com o nome da loja', toCustomer, shopName);
    const stored = await db.whatsappMessage.findMany({
      where: { conversation: { phone_number: { in: [desejo.whatsapp_cliente, shop.whatsappLoja] } } },
      select: { message_text: true },
    });
    check('mensagens enviadas gravadas', stored, shopName);
    check(
      'últimas ofertas (/gestao)',
      (await get('/api/admin/dashboard/ofertas', adminCookie)).body,
      shopName,
    );
    check(
      'últimos lojistas (/gestao)',
      (await get('/api/admin/dashboard/lojistas', adminCookie)).body,
      shopName,
    );

    // A shop's offer written on WhatsApp: the intake cleans it before the agent or anyone reads it.
    const waId = `wamid.${randomUUID()}`;
    await receiveInbound({
      waMessageId: waId,
      from: shop.whatsappLoja,
      contactName: `Loja ${RLO}odnuM`,
      timestamp: new Date(),
      type: 'text',
      text: `tenho, R$ 1.200, ${RLO}sitárg entrega`,
      transport: 'cloud',
    });
    const inbound = await db.whatsappMessage.findUniqueOrThrow({
      where: { wa_message_id: waId },
      include: { conversation: { select: { contact_name: true } } },
    });
    check('oferta da loja pelo WhatsApp (entrada)', inbound, 'sitárg entrega');

    printTable(['onde outra pessoa lê', 'controle bidi', 'texto limpo presente'], rows);
  });
});
