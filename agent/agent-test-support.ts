import { botConfigCache } from '#prisma/bot-config-cache.ts';
import { db, type Prisma } from '#prisma/client.ts';
import { memoryLogger, randomMobile, recordingQueue } from '#tests/factories/shops.ts';
import type { Party } from '#tools/party.ts';
import type { ToolContext } from '#tools/tool-types.ts';

// Contexts and bot_config edits for the agent suites. bot_config is shared by every file of the
// worker's database, so each edit is undone by `restoreBotConfig`. The edits are raw (a malformed
// value is what some tests store), so they drop the turns' cache themselves, as a save does.

/** A customer with a stored conversation (wishes reference it). */
export async function clienteParty(
  contactName: string | null = 'Maria Teste',
): Promise<Extract<Party, { kind: 'cliente' }>> {
  const phone = randomMobile();
  const conversation = await db.whatsappConversation.create({
    data: { phone_number: phone, contact_name: contactName, last_inbound_at: new Date() },
  });
  return { kind: 'cliente', conversationId: conversation.id, phone, contactName };
}

export function toolContext(party: Party, now = new Date()) {
  const { logger, text } = memoryLogger();
  const { queue, enqueued } = recordingQueue(logger);
  const ctx: ToolContext = {
    db,
    queue,
    logger,
    party,
    settings: { wishTtlDays: 7, publicUrl: 'http://localhost:3000' },
    now,
  };
  return { ctx, enqueued, logs: text };
}

const saved = new Map<string, Prisma.InputJsonValue | null>();

/** Sets a bot_config key, remembering the first value seen so it can be restored. */
export async function setBotConfig(key: string, value: Prisma.InputJsonValue | null): Promise<void> {
  if (!saved.has(key)) {
    const row = await db.botConfig.findUnique({ where: { config_key: key } });
    saved.set(key, (row?.config_value as Prisma.InputJsonValue | undefined) ?? null);
  }
  if (value === null) await db.botConfig.deleteMany({ where: { config_key: key } });
  else
    await db.botConfig.upsert({
      where: { config_key: key },
      create: { config_key: key, config_value: value },
      update: { config_value: value },
    });
  botConfigCache.changed();
}

export async function restoreBotConfig(): Promise<void> {
  for (const [key, value] of saved) {
    if (value === null) await db.botConfig.deleteMany({ where: { config_key: key } });
    else
      await db.botConfig.upsert({
        where: { config_key: key },
        create: { config_key: key, config_value: value },
        update: { config_value: value },
      });
  }
  saved.clear();
  botConfigCache.changed();
}
