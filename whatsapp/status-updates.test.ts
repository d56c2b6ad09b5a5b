import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '#prisma/client.ts';
import { randomMobile } from '#tests/factories/shops.ts';
import type { OutboundStatus } from '#whatsapp/inbound-message.ts';
import { recordOutbound, settleOutbound } from './outbound-data.ts';
import { applyStatusUpdate } from './status-updates.ts';

async function sentMessage() {
  const row = await recordOutbound(db, {
    to: randomMobile(),
    text: 'Olá',
    idempotencyKey: `teste:${randomUUID()}`,
    messageType: 'text',
    status: 'queued',
    metadata: {},
    at: new Date(),
  });
  const waMessageId = `wamid.${randomUUID()}`;
  await settleOutbound(db, row.id, { status: 'sent', waMessageId });
  return { id: row.id, waMessageId };
}

const statusOf = async (id: string) =>
  db.whatsappMessage.findUniqueOrThrow({ where: { id }, select: { status: true, error: true } });

const update = (waMessageId: string, status: OutboundStatus, error?: string) =>
  applyStatusUpdate({ waMessageId, status, timestamp: new Date(), error });

describe('status callbacks', () => {
  it('move forward: delivered then read', async () => {
    const m = await sentMessage();
    expect(await update(m.waMessageId, 'delivered')).toBe(true);
    expect((await statusOf(m.id)).status).toBe('delivered');
    expect(await update(m.waMessageId, 'read')).toBe(true);
    expect((await statusOf(m.id)).status).toBe('read');
  });

  it('never move backwards: a late delivered or sent after read changes nothing', async () => {
    const m = await sentMessage();
    await update(m.waMessageId, 'read');
    expect(await update(m.waMessageId, 'delivered')).toBe(true);
    expect(await update(m.waMessageId, 'sent')).toBe(true);
    expect((await statusOf(m.id)).status).toBe('read');
  });

  it('failed is always recorded with Meta’s error, and nothing moves it on', async () => {
    const m = await sentMessage();
    await update(m.waMessageId, 'delivered');
    await update(m.waMessageId, 'failed', '131026: Message undeliverable');
    expect(await statusOf(m.id)).toEqual({ status: 'failed', error: '131026: Message undeliverable' });
    await update(m.waMessageId, 'read');
    expect((await statusOf(m.id)).status).toBe('failed');
  });

  it('an unknown wamid returns false', async () => {
    expect(await update(`wamid.${randomUUID()}`, 'delivered')).toBe(false);
  });

  it('an unknown wamid whose callback data names a pending row settles it, once', async () => {
    const key = `teste:${randomUUID()}`;
    const row = await recordOutbound(db, {
      to: randomMobile(),
      text: 'Olá',
      idempotencyKey: key,
      messageType: 'text',
      status: 'sending',
      metadata: {},
      at: new Date(),
    });
    const waMessageId = `wamid.${randomUUID()}`;
    const failed = { waMessageId, status: 'failed' as const, timestamp: new Date(), callbackData: key };

    expect(await applyStatusUpdate({ ...failed, error: '131026 Message undeliverable' })).toBe(true);
    expect(await statusOf(row.id)).toEqual({ status: 'failed', error: '131026 Message undeliverable' });
    // A second wamid under the same key (a duplicate send) leaves the settled row as it is.
    const other = { ...failed, waMessageId: `wamid.${randomUUID()}`, status: 'sent' as const };
    expect(await applyStatusUpdate(other)).toBe(false);
    expect((await statusOf(row.id)).status).toBe('failed');
  });
});
