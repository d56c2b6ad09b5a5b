import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from './logger.ts';

// "Something changed" said to every process of the installation (the API that saved /gestao, the
// workers that run the turns), over Redis pub/sub on one channel. Delivery is best effort: a
// process disconnected at that moment never hears it, so whoever listens must also recover on its
// own (the bot_config cache's short TTL). A process does not hear its own messages: it acted on the
// change already.

export type Broadcast = {
  publish(): void;
  /** Returns what stops listening. */
  subscribe(listener: () => void): () => void;
};

export async function openRedisBroadcast(options: {
  redisUrl: string;
  channel: string;
  logger: Logger;
}): Promise<Broadcast & { close(): Promise<void> }> {
  const { channel, logger } = options;
  const origin = randomUUID();
  const listeners = new Set<() => void>();
  // A connection that subscribed can send nothing else: one listens, the other publishes.
  const subscriber = new Redis(options.redisUrl);
  const publisher = new Redis(options.redisUrl, { maxRetriesPerRequest: 2 });
  for (const client of [subscriber, publisher]) {
    client.on('error', (error) =>
      logger.warn({ err: error, channel }, 'Redis dos avisos entre processos indisponível'),
    );
  }
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel || message === origin) return;
    for (const listener of listeners) listener();
  });
  await subscriber.subscribe(channel);
  return {
    publish() {
      publisher
        .publish(channel, origin)
        .catch((error) => logger.warn({ err: error, channel }, 'aviso entre processos não enviado'));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      for (const client of [subscriber, publisher]) {
        if (client.status === 'ready') await client.quit();
        else client.disconnect();
      }
    },
  };
}
