import nock from 'nock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWish } from '#api/desejos/create-wish.ts';
import type { BotTestRuntime } from '#bot/test-support.ts';
import { db } from '#prisma/client.ts';
import { randomMobile } from '#tests/factories/shops.ts';
import { categoryWithSubs, createShop, newWish } from '#tests/factories/wishes.ts';
import { saveWhatsappSettings } from '#whatsapp/whatsapp-settings.ts';
import { type SimulatorApi, startBotTestApp } from './bot-test-app.ts';

// An installation that sends real WhatsApp messages (Cloud API configured) can still rehearse in
// the simulator: the bot's replies to simulated messages, and the shops' notices of a wish made
// there, stay in the simulator. Any request to the Graph API here would be a message to a real
// person, so the test counts them (there is no interceptor: nock refuses and reports each one).

const graphRequests: string[] = [];
const onNoMatch = (req: { href?: string; url?: string; host?: string; hostname?: string }) => {
  const target = String(req.href ?? req.url ?? req.hostname ?? req.host ?? '');
  // supertest's own requests to the app (127.0.0.1) pass through nock unmatched too.
  if (target.includes('graph.test')) graphRequests.push(target);
};

let bot: BotTestRuntime;
let simulator: SimulatorApi;

beforeAll(async () => {
  const started = await startBotTestApp({
    WHATSAPP_TRANSPORT: 'cloud',
    WHATSAPP_GRAPH_URL: 'https://graph.test/v21.0',
  });
  bot = started.bot;
  await saveWhatsappSettings(db, bot.env, { accessToken: 'EAAG-real', phoneNumberId: '4455' }, 'teste');
  simulator = await started.signedInSimulator();
  nock.disableNetConnect();
  nock.enableNetConnect('127.0.0.1');
  nock.emitter.on('no match', onNoMatch);
});

afterAll(async () => {
  nock.emitter.off('no match', onNoMatch);
  nock.enableNetConnect();
  await saveWhatsappSettings(db, bot.env, { accessToken: '', phoneNumberId: '' }, 'teste');
  await bot.close();
});

async function until<T>(what: string, probe: () => Promise<T | null | undefined>): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const value = await probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`esperando: ${what}`);
}

describe('simulator on an installation with the Cloud API', () => {
  it('answers simulated messages and notifies shops of simulated wishes without calling WhatsApp', async () => {
    const telefone = randomMobile();
    const { conversationId } = await simulator.send(telefone, 'Oi');

    const reply = await until('a resposta do bot', () =>
      db.whatsappMessage.findFirst({
        where: {
          conversation_id: conversationId,
          direction: 'outbound',
          status: { notIn: ['queued', 'sending'] },
        },
        select: { status: true, metadata: true },
      }),
    );
    expect(reply.status).toBe('simulado');
    expect(reply.metadata).toMatchObject({ transport: 'simulator', simulated: true });

    // A wish made in that conversation (as the agent's tool makes it) reaches a real shop's number
    // only in the simulator.
    const categoria = await categoryWithSubs(2);
    const shop = await createShop({ cidade: 'Teresina', estado: 'PI', categorias: [categoria.id] });
    await createWish({
      db,
      queue: bot.runtime.jobs,
      logger: bot.runtime.logger,
      ttlDays: 7,
      wish: newWish({
        categoriaId: categoria.id,
        cidade: 'Teresina',
        estado: 'PI',
        whatsappCliente: telefone,
        origem: 'whatsapp',
        conversationId: conversationId,
      }),
    });
    const notice = await until('o aviso à loja', () =>
      db.whatsappMessage.findFirst({
        where: {
          conversation: { phone_number: shop.whatsapp_loja },
          direction: 'outbound',
          status: { notIn: ['queued', 'sending'] },
        },
        select: { status: true },
      }),
    );
    expect(notice.status).toBe('simulado');
    expect(graphRequests).toEqual([]);
  });
});
