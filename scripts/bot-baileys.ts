import '#platform/polyfills.ts';
import { EnvError, loadEnv } from '#platform/config/env.ts';
import { createLogger } from '#platform/logger.ts';
import { startServer } from '#server/server.ts';
import { runBaileys } from '../bot/baileys/run-baileys.ts';

// `npm run bot:baileys`: the whole product with a phone linked by QR code as its WhatsApp, for
// development only (Baileys is unofficial; production notifies shops through the Cloud API).
// The transport is chosen here, by configuration: the bot's replies and notifications go out
// through the linked phone, incoming messages feed the same pipeline as the Cloud API's.

process.env.WHATSAPP_TRANSPORT = 'baileys';

try {
  const env = loadEnv();
  const logger = createLogger({ level: env.LOG_LEVEL, pretty: env.NODE_ENV !== 'production' });
  const server = await startServer({ env, logger });
  console.log(`Servidor pronto em ${server.url} (WhatsApp pelo Baileys)`);
  const baileys = await runBaileys({ env, logger });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      await baileys.stop();
      await server.close();
      process.exit(0);
    });
  }
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}
