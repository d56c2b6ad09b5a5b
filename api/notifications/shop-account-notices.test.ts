import nock from 'nock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRecentConversations, readConversationThread } from '#api/admin/overview/conversation-counts.ts';
import { setShopReceivesMatches } from '#api/admin/shops/shop-approval.ts';
import { enqueueWelcome } from '#api/lojistas/welcome.ts';
import { type BotTestRuntime, startBotTestRuntime } from '#bot/test-support.ts';
import { createLogger } from '#platform/logger.ts';
import { db } from '#prisma/client.ts';
import { generalJobs } from '#server/job-registry.ts';
import { graphCredentialsForFile } from '#tests/factories/graph-credentials.ts';
import { recordingQueue } from '#tests/factories/shops.ts';
import { createShop } from '#tests/factories/wishes.ts';
import { saveWhatsappSettings } from '#whatsapp/whatsapp-settings.ts';
import { handleShopAccountNotice } from './shop-account-handler.ts';
import { shopAccountNoticeJob, shopAccountNoticeKey } from './shop-account-jobs.ts';

// The shop's welcome and approval notices at the Graph API boundary (nock): a shop that never
// wrote to the bot is outside the 24-hour window, so each goes as its template, once however many
// times the request or the job runs, and is stored in the shop's conversation for /gestao.

const graph = 'https://graph.test';
const phoneNumberId = '100200388';
const token = `EAAG-avisos-${Date.now()}`;
const logger = createLogger({ level: 'silent', pretty: false });
const ctx = { jobId: 'teste', attempt: 1, logger };
let bot: BotTestRuntime;

beforeAll(async () => {
  bot = await startBotTestRuntime({
    start: false,
    env: { WHATSAPP_TRANSPORT: 'cloud', WHATSAPP_GRAPH_URL: `${graph}/v21.0`, WHATSAPP_RATE_LIMIT: '1000' },
  });
});
afterAll(async () => {
  await bot.close();
});
graphCredentialsForFile(() => bot, { accessToken: token, phoneNumberId });

/** The Graph API taking ONE message (nock interceptors answer once); what it received is kept. */
function graphApi(wamid: string) {
  const messages: Record<string, unknown>[] = [];
  const scope = nock(graph, { reqheaders: { authorization: `Bearer ${token}` } })
    .post(`/v21.0/${phoneNumberId}/messages`, (body) => {
      messages.push(body as Record<string, unknown>);
      return true;
    })
    .reply(200, { messages: [{ id: wamid }] });
  return { scope, messages };
}

async function runJobs(enqueued: { name: string; payload: unknown }[]) {
  for (const job of enqueued.filter((j) => j.name === shopAccountNoticeJob.name)) {
    await handleShopAccountNotice(shopAccountNoticeJob.schema.parse(job.payload), ctx);
  }
}

const storedUnder = (key: string) =>
  db.whatsappMessage.findMany({
    where: { idempotency_key: key },
    select: {
      status: true,
      message_type: true,
      message_text: true,
      metadata: true,
      conversation_id: true,
      conversation: { select: { phone_number: true } },
    },
  });

function templateOf(body: Record<string, unknown>) {
  const template = body.template as { name: string; components: { parameters: { text: string }[] }[] };
  return { name: template.name, texts: template.components[0]!.parameters.map((p) => p.text) };
}

describe('shop account notices on WhatsApp', () => {
  it('is a registered job', () => {
    expect(generalJobs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: shopAccountNoticeJob.name, handler: handleShopAccountNotice }),
      ]),
    );
  });

  it('welcomes a shop that completed its profile with the lojista_boas_vindas template, once, shown in its conversation', async () => {
    const shop = await createShop({ nomeLoja: 'Bazar da Ana', receberMatches: false });
    await db.lojista.update({ where: { id: shop.id }, data: { nome_responsavel: 'Ana' } });
    const lojista = {
      id: shop.id,
      email: 'ana@exemplo.com.br',
      nome_loja: shop.nome_loja,
      nome_responsavel: 'Ana',
    };
    const { queue, enqueued } = recordingQueue(logger);
    // A retried request enqueues again: the job id is the same, and the message key too.
    await enqueueWelcome({ env: bot.env, queue, logger, lojista });
    await enqueueWelcome({ env: bot.env, queue, logger, lojista });
    const jobs = enqueued.filter((j) => j.name === shopAccountNoticeJob.name);
    expect(jobs).toHaveLength(2);
    expect(new Set(jobs.map((j) => j.jobId))).toEqual(new Set([`whatsapp-boas-vindas:${shop.id}`]));
    expect(enqueued.filter((j) => j.name === 'mail.send')).toHaveLength(2);

    const api = graphApi('wamid.boas-vindas');
    await runJobs(enqueued);
    await queue.close();

    expect(api.scope.isDone()).toBe(true);
    expect(api.messages).toHaveLength(1);
    expect(api.messages[0]).toMatchObject({ to: shop.whatsapp_loja, type: 'template' });
    const sent = templateOf(api.messages[0]!);
    expect(sent.name).toBe('lojista_boas_vindas');
    expect(sent.texts).toEqual([
      'Ana',
      'Bazar da Ana',
      bot.env.PRODUCT_NAME,
      expect.stringMatching(/\/minha-conta\/dashboard$/),
    ]);

    const rows = await storedUnder(shopAccountNoticeKey('boas_vindas', shop.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'sent',
      message_type: 'template',
      conversation: { phone_number: shop.whatsapp_loja },
      metadata: { template: 'lojista_boas_vindas', window: 'fechada', enviado_como: 'template' },
    });
    const thread = await readConversationThread(db, rows[0]!.conversation_id);
    expect(thread?.messages.map((m) => m.texto)).toEqual([
      expect.stringContaining('O cadastro da loja *Bazar da Ana* foi recebido'),
    ]);
    // The dashboard's Conversas Recentes names it after the shop, found by its whatsapp_loja. The
    // list puts conversations in human mode first: earlier files of this worker's database may have
    // left more than a page of them, so they go back to the bot here.
    await db.whatsappConversation.updateMany({
      where: { human_mode_at: { not: null } },
      data: { human_mode_at: null, human_waiting_since: null },
    });
    expect((await listRecentConversations(db)).find((c) => c.id === rows[0]!.conversation_id)).toMatchObject({
      nome: 'Bazar da Ana',
      tipo: 'Lojista',
    });
  });

  it('tells a shop of its first approval with lojista_aprovado, once, however often admins switch it', async () => {
    const shop = await createShop({ nomeLoja: 'Ferragens Lima', receberMatches: false });
    const { queue, enqueued } = recordingQueue(logger);
    const deps = { db, queue, logger, env: bot.env, lojistaId: shop.id };
    expect((await setShopReceivesMatches({ ...deps, receber: true })).primeiraAprovacao).toBe(true);
    await setShopReceivesMatches({ ...deps, receber: false });
    expect((await setShopReceivesMatches({ ...deps, receber: true })).primeiraAprovacao).toBe(false);
    expect(enqueued.filter((j) => j.name === shopAccountNoticeJob.name)).toEqual([
      {
        name: shopAccountNoticeJob.name,
        payload: { lojistaId: shop.id, aviso: 'aprovacao' },
        jobId: `whatsapp-aprovacao:${shop.id}`,
      },
    ]);

    const api = graphApi('wamid.aprovacao');
    await runJobs(enqueued);
    // The job retried (a crash after the send): the stored row answers, nothing leaves again.
    await runJobs(enqueued);
    await queue.close();

    expect(api.messages).toHaveLength(1);
    expect(templateOf(api.messages[0]!).name).toBe('lojista_aprovado');
    const rows = await storedUnder(shopAccountNoticeKey('aprovacao', shop.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'sent', metadata: { enviado_como: 'template' } });
    expect(rows[0]!.message_text).toContain('o cadastro da loja *Ferragens Lima* foi aprovado');
    const thread = await readConversationThread(db, rows[0]!.conversation_id);
    expect(thread?.messages).toHaveLength(1);
  });

  it('drops the notice with a warning, sending and storing nothing, when the Cloud API has no credentials', async () => {
    await saveWhatsappSettings(db, bot.env, { accessToken: '', phoneNumberId: '' }, 'teste');
    try {
      const shop = await createShop({ receberMatches: false });
      await handleShopAccountNotice({ lojistaId: shop.id, aviso: 'aprovacao' }, ctx);
      expect(await storedUnder(shopAccountNoticeKey('aprovacao', shop.id))).toEqual([]);
    } finally {
      await saveWhatsappSettings(db, bot.env, { accessToken: token, phoneNumberId }, 'teste');
    }
  });
});
