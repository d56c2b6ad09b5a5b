import { describe, expect, it } from 'vitest';
import { TransportError } from '#whatsapp/whatsapp-transport.ts';
import { createBaileysTransport } from './baileys-transport.ts';
import type { BaileysSocketLike } from './socket-like.ts';

function socket(options: { lookup?: () => Promise<{ jid: string; exists: boolean }[]>; fail?: boolean }) {
  const sent: string[] = [];
  let lookups = 0;
  const fake: BaileysSocketLike = {
    ev: { on: () => undefined },
    end: () => undefined,
    async sendMessage(jid) {
      if (options.fail) throw new Error('Connection Closed');
      sent.push(jid);
      return { key: { id: `id-${sent.length}` } };
    },
    ...(options.lookup
      ? {
          onWhatsApp: () => {
            lookups += 1;
            return options.lookup!();
          },
        }
      : {}),
  };
  return { fake, sent, lookups: () => lookups };
}

describe('createBaileysTransport', () => {
  it("sends to the number's WhatsApp id (old mobiles lack the ninth digit), looked up once", async () => {
    const s = socket({ lookup: async () => [{ jid: '551187654321@s.whatsapp.net', exists: true }] });
    const transport = createBaileysTransport(() => s.fake);
    await transport.sendText('5511987654321', 'a');
    await transport.sendText('5511987654321', 'b');
    expect(s.sent).toEqual(['551187654321@s.whatsapp.net', '551187654321@s.whatsapp.net']);
    expect(s.lookups()).toBe(1);
  });

  it('falls back to the plain JID when the lookup fails or finds nothing', async () => {
    const failing = socket({ lookup: () => Promise.reject(new Error('timeout')) });
    await createBaileysTransport(() => failing.fake).sendText('5511987654321', 'a');
    expect(failing.sent).toEqual(['5511987654321@s.whatsapp.net']);
    const missing = socket({ lookup: async () => [] });
    await createBaileysTransport(() => missing.fake).sendText('5511987654321', 'a');
    expect(missing.sent).toEqual(['5511987654321@s.whatsapp.net']);
  });

  it('turns a failed send or a missing socket into a retryable TransportError', async () => {
    const broken = socket({ fail: true });
    const retryable = (e: unknown) => e instanceof TransportError && e.retryable;
    await expect(createBaileysTransport(() => broken.fake).sendText('5511987654321', 'a')).rejects.toSatisfy(
      retryable,
    );
    await expect(createBaileysTransport(() => undefined).sendText('5511987654321', 'a')).rejects.toSatisfy(
      retryable,
    );
  });
});
