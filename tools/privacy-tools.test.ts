import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '#platform/logger.ts';
import { db } from '#prisma/client.ts';
import { customerWithData } from '#tests/factories/customer-data.ts';
import { recordingQueue } from '#tests/factories/shops.ts';
import { DEFAULT_BOT_FUNCTIONS } from '#tools/bot-functions.ts';
import { callTool, offeredTools } from './registry.ts';
import { toolContext } from './test-support.ts';

const logger = createLogger({ level: 'silent', pretty: false });
const { queue, enqueued } = recordingQueue(logger);
afterAll(() => queue.close());

async function customer() {
  const data = await customerWithData();
  const party = {
    kind: 'cliente',
    conversationId: data.conversationId,
    phone: data.phone,
    contactName: 'Ana Privada',
  } as const;
  return { data, ctx: toolContext(party, { queue, logger }) };
}

describe('meus_dados', () => {
  it('summarises what is stored under the conversation’s number', async () => {
    const { ctx } = await customer();
    const { result } = await callTool('meus_dados', {}, ctx);
    expect(result).toMatchObject({
      ok: true,
      data: { mensagens: 2, desejos: 2, desejos_abertos: 1, ofertas_recebidas: 1 },
    });
  });
});

describe('apagar_meus_dados', () => {
  it('erases nothing without the confirmation, and asks for it', async () => {
    const { data, ctx } = await customer();
    const { result } = await callTool('apagar_meus_dados', {}, ctx);
    expect(result).toMatchObject({ ok: true, data: { apagado: false } });
    expect(await db.desejo.count({ where: { whatsapp_cliente: data.phone } })).toBe(2);
  });

  it('confirmed: anonymises the wishes now and schedules the conversation’s deletion after the turn', async () => {
    const { data, ctx } = await customer();
    const { result } = await callTool('apagar_meus_dados', { confirmado: true }, ctx);
    expect(result).toMatchObject({ ok: true, data: { apagado: true, desejos_anonimizados: 2 } });
    expect(await db.desejo.count({ where: { whatsapp_cliente: data.phone } })).toBe(0);
    expect(enqueued).toContainEqual(
      expect.objectContaining({ name: 'privacidade.apagar-conversa', payload: { phone: data.phone } }),
    );
  });

  it('is offered to installations whose stored bot_functions predate it', async () => {
    const older = DEFAULT_BOT_FUNCTIONS.filter((f) => !['meus_dados', 'apagar_meus_dados'].includes(f.name));
    const tools = await offeredTools(db, 'cliente', { botFunctions: older });
    expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(['meus_dados', 'apagar_meus_dados']));
  });
});
