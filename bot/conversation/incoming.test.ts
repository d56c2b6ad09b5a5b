import nock from 'nock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wishState } from '#agent/fallback/state.ts';
import { testAuthEnv } from '#api/auth/auth-test-client.ts';
import { db } from '#prisma/client.ts';
import { memoryLogger } from '#tests/factories/shops.ts';
import { MIDIA } from '../media/media-replies.ts';
import type { PendingMessage } from './conversation-data.ts';
import { type IncomingDeps, readIncoming } from './incoming.ts';

// What a batch turns into before the agent runs, for the cases the webhook journey does not reach:
// a retried turn that finds its transcript and its stored photo already on the rows (nothing is
// downloaded or transcribed again), and the question under way repeated after a notice.

const now = new Date('2026-11-25T12:00:00Z');
const deps = (agentState: unknown = null): IncomingDeps => ({
  db,
  env: testAuthEnv({ TRANSCRIPTION_BASE_URL: 'http://stt.test/v1' }),
  logger: memoryLogger().logger,
  agentState,
  isShop: false,
  now,
});

let n = 0;
function pending(type: string, text: string, metadata: Record<string, unknown>): PendingMessage {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    text,
    type,
    at: now,
    transport: 'cloud',
    metadata,
  };
}

beforeAll(() => nock.disableNetConnect());
afterAll(() => nock.enableNetConnect());

describe('readIncoming', () => {
  it('reads a retried turn from what the rows kept, asking neither WhatsApp nor the transcription endpoint', async () => {
    const audio = pending('media', '[áudio] quero um fogão', {
      transport: 'cloud',
      media: { kind: 'audio', id: 'audio-1', voice: true },
      transcricao: { texto: 'quero um fogão', segundos: 3, modelo: 'whisper-1' },
    });
    const photo = pending('media', '[imagem] de 4 bocas', {
      transport: 'cloud',
      media: {
        kind: 'image',
        id: 'image-1',
        arquivo: { key: 'whatsapp-midia/x.jpg', mime_type: 'image/jpeg', bytes: 10 },
      },
    });
    // disableNetConnect: any request would fail the download and show up as a notice.
    expect(await readIncoming([audio, photo], deps())).toEqual({
      texts: ['quero um fogão', 'de 4 bocas'],
      notices: [],
    });
  });

  it('repeats the guided question under way after a photo, a contact or an order', async () => {
    const state = wishState({ produto: 'fogão' }, { etapa: 'cidade' }, now);
    const photo = pending('media', '[imagem]', {
      media: {
        kind: 'image',
        id: 'image-2',
        arquivo: { key: 'whatsapp-midia/y.jpg', mime_type: 'image/jpeg', bytes: 10 },
      },
    });
    const contact = pending('contacts', '[contato] João', {});
    const order = pending('order', '[pedido]', {});
    const { texts, notices } = await readIncoming([photo, contact, order], deps(state));
    expect(texts).toEqual([]);
    expect(notices).toHaveLength(3);
    expect(notices[0]).toMatch(new RegExp(`^${MIDIA.fotoRecebidaDesejo}\\n\\nContinuando: Em qual cidade`));
    expect(notices[1]).toMatch(/^Recebi o contato.*\n\nContinuando: Em qual cidade/s);
    expect(notices[2]).toMatch(/^Recebi o seu carrinho.*\n\nContinuando: Em qual cidade/s);
  });

  it('says one notice once however many photos came, and nothing for a reaction', async () => {
    const photo = () =>
      pending('media', '[imagem]', {
        media: {
          kind: 'image',
          arquivo: { key: 'whatsapp-midia/z.jpg', mime_type: 'image/jpeg', bytes: 10 },
        },
      });
    const reaction = pending('reaction', '[reação] 👍', {});
    expect(await readIncoming([photo(), photo(), reaction], deps())).toEqual({
      texts: [],
      notices: [MIDIA.fotoRecebida],
    });
  });
});
