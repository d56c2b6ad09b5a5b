import { describe, expect, it } from 'vitest';
import { aiHealth, botResponseHealth, databaseHealth, whatsappHealth } from './system-status-rules.ts';

const now = new Date('2026-11-23T15:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const s = 1000;
const m = 60 * s;

describe('databaseHealth', () => {
  it('is online when the config read works, offline with "Erro de conexão" otherwise', () => {
    expect(databaseHealth(true).status).toBe('online');
    expect(databaseHealth(false)).toEqual({ status: 'offline', message: 'Erro de conexão' });
  });
});

describe('whatsappHealth', () => {
  const cloud = { transport: 'cloud' as const };
  it('is online with token and phone number id, degraded with one, offline with none', () => {
    expect(whatsappHealth({ ...cloud, accessToken: 't', phoneNumberId: '1' }).status).toBe('online');
    expect(whatsappHealth({ ...cloud, accessToken: 't', phoneNumberId: '' }).status).toBe('degraded');
    expect(whatsappHealth({ ...cloud, accessToken: '', phoneNumberId: '1' }).status).toBe('degraded');
    expect(whatsappHealth({ ...cloud, accessToken: ' ', phoneNumberId: '' })).toEqual({
      status: 'offline',
      message: 'Não configurado',
    });
  });

  it('says when the simulator or Baileys carries the messages', () => {
    const sim = whatsappHealth({ transport: 'simulator', accessToken: '', phoneNumberId: '' });
    expect(sim.status).toBe('offline');
    expect(sim.message).toContain('simulador');
    const baileys = whatsappHealth({ transport: 'baileys', accessToken: 't', phoneNumberId: '1' });
    expect(baileys).toMatchObject({ status: 'online' });
    expect(baileys.message).toContain('Baileys');
  });
});

describe('aiHealth', () => {
  const model = (lastOutboundAt: Date | null) =>
    aiHealth({ modelConfigured: true, lastOutboundAt, latestReply: null, now });

  it('is degraded without a model (the guided fallback answers)', () => {
    const health = aiHealth({ modelConfigured: false, lastOutboundAt: ago(1 * s), latestReply: null, now });
    expect(health.status).toBe('degraded');
    expect(health.message).toContain('fallback');
  });

  it('answers "respondeu agora" under 1 minute and "ativo há 1m" at 60 s', () => {
    expect(model(ago(0))).toEqual({ status: 'online', message: 'respondeu agora' });
    expect(model(ago(59 * s))).toEqual({ status: 'online', message: 'respondeu agora' });
    expect(model(ago(60 * s))).toEqual({ status: 'online', message: 'ativo há 1m' });
  });

  it('is online "ativo há 29m" under 30 minutes and degraded "inativo há 30m" at 30', () => {
    expect(model(ago(29 * m + 59 * s))).toEqual({ status: 'online', message: 'ativo há 29m' });
    expect(model(ago(30 * m))).toEqual({ status: 'degraded', message: 'inativo há 30m' });
    expect(model(ago(3 * 60 * m))).toEqual({ status: 'degraded', message: 'inativo há 180m' });
  });

  it('is degraded without history', () => {
    expect(model(null).status).toBe('degraded');
  });

  it('is degraded when the latest reply came from the fallback because the model failed', () => {
    const failed = aiHealth({
      modelConfigured: true,
      lastOutboundAt: ago(10 * s),
      latestReply: { at: ago(2 * m), fallback: true, fallbackReason: 'tempo_esgotado' },
      now,
    });
    expect(failed.status).toBe('degraded');
    expect(failed.message).toContain('tempo esgotado');
    const error = aiHealth({
      modelConfigured: true,
      lastOutboundAt: ago(10 * s),
      latestReply: { at: ago(10 * s), fallback: true, fallbackReason: 'erro_modelo' },
      now,
    });
    expect(error.status).toBe('degraded');
    // A model reply after the failure puts it back online.
    const recovered = aiHealth({
      modelConfigured: true,
      lastOutboundAt: ago(10 * s),
      latestReply: { at: ago(10 * s), fallback: false },
      now,
    });
    expect(recovered).toEqual({ status: 'online', message: 'respondeu agora' });
  });
});

describe('botResponseHealth', () => {
  const replied = (delayMs: number) =>
    botResponseHealth({
      lastInboundAt: ago(20 * m),
      replyAt: new Date(ago(20 * m).getTime() + delayMs),
      now,
    });
  const waiting = (ms: number) => botResponseHealth({ lastInboundAt: ago(ms), replyAt: null, now });

  it('is online for a reply within 120 s, degraded "Respondeu em 2m" at 121 s', () => {
    expect(replied(3 * s)).toEqual({ status: 'online', message: 'Respondeu em 3s' });
    expect(replied(120 * s).status).toBe('online');
    expect(replied(121 * s)).toEqual({ status: 'degraded', message: 'Respondeu em 2m' });
  });

  it('is degraded "Respondeu em 10m" at 600 s and "Resposta lenta" beyond', () => {
    expect(replied(600 * s)).toEqual({ status: 'degraded', message: 'Respondeu em 10m' });
    expect(replied(601 * s)).toEqual({ status: 'degraded', message: 'Resposta lenta' });
  });

  it('waits up to 5 minutes degraded, then is offline "Sem resposta após Nm"', () => {
    expect(waiting(10 * s)).toEqual({ status: 'degraded', message: 'Aguardando resposta do bot…' });
    expect(waiting(5 * m)).toEqual({ status: 'degraded', message: 'Aguardando resposta do bot…' });
    expect(waiting(5 * m + 1 * s)).toEqual({ status: 'offline', message: 'Sem resposta após 5m' });
    expect(waiting(42 * m)).toEqual({ status: 'offline', message: 'Sem resposta após 42m' });
  });

  it('is degraded without recent messages', () => {
    expect(botResponseHealth({ lastInboundAt: null, replyAt: null, now }).status).toBe('degraded');
  });
});
