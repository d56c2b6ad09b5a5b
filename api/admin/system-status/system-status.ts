import { summarizeHumanQueue } from '#api/atendimento/human-mode.ts';
import {
  aiHealth,
  botResponseHealth,
  databaseHealth,
  type ServiceHealth,
  type ServiceName,
  type SystemStatus,
  whatsappHealth,
} from '#domain/admin/system-status-rules.ts';
import type { Env } from '#platform/config/env.ts';
import { readBotConfig } from '#prisma/bot-config.ts';
import type { Db } from '#prisma/client.ts';
import { readWhatsappSettings } from '#whatsapp/whatsapp-settings.ts';
import {
  configReadWorks,
  lastOutboundAt,
  latestAgentReply,
  latestInboundAndReply,
} from './system-status-data.ts';

// The system-status function of the back office (spec 001 §7, rules of §9): four services, each
// checked on its own so one failing read (the database down) still answers for the others.

type Health = Omit<ServiceHealth, 'name' | 'lastCheck'>;

const unreachable: Health = { status: 'offline', message: 'Erro de conexão' };

async function check(name: ServiceName, now: Date, run: () => Promise<Health>): Promise<ServiceHealth> {
  const health = await run().catch(() => unreachable);
  return { name, ...health, lastCheck: now.toISOString() };
}

export async function readSystemStatus({
  db,
  env,
  now = new Date(),
}: {
  db: Db;
  env: Env;
  now?: Date;
}): Promise<SystemStatus> {
  const database = await check('Database', now, async () => databaseHealth(await configReadWorks(db)));
  const services = await Promise.all([
    check('WhatsApp API', now, async () => {
      const settings = await readWhatsappSettings(db, env);
      // Same choice as the sender's resolveTransportName (whatsapp/transport.ts), from the
      // settings just read: `auto` is the Cloud API once configured, the simulator before.
      const transport =
        env.WHATSAPP_TRANSPORT === 'auto'
          ? settings.configured
            ? 'cloud'
            : 'simulator'
          : env.WHATSAPP_TRANSPORT;
      return whatsappHealth({ ...settings, transport });
    }),
    check('AI Service', now, async () => {
      // The model the agent would use (null: the admin chose none), as it reads ai_settings.
      const { model } = await readBotConfig(db, 'ai_settings');
      return aiHealth({
        modelConfigured: model !== null && Boolean(env.OPENAI_API_KEY),
        lastOutboundAt: await lastOutboundAt(db),
        latestReply: await latestAgentReply(db),
        now,
      });
    }),
    check('Bot Response', now, async () => {
      const { inboundAt, replyAt } = await latestInboundAndReply(db);
      return botResponseHealth({ lastInboundAt: inboundAt, replyAt, now });
    }),
  ]);
  // Read on its own: a failure here must not hide the services' health.
  const atendimentoHumano = await summarizeHumanQueue(db).catch(() => null);
  return { services: [database, ...services], atendimentoHumano };
}
