import { describe, expect, it } from 'vitest';
import { webhookTestVerdict } from './webhook-info.ts';

describe('webhookTestVerdict', () => {
  it("says the spec's verdict: working, refused with its status, or unreachable", () => {
    expect(webhookTestVerdict({ ok: true, status: 200, body: {} })).toBe(
      'Webhook está funcionando corretamente!',
    );
    expect(webhookTestVerdict({ ok: false, status: 401, body: {} })).toBe('Webhook retornou erro (HTTP 401)');
    expect(webhookTestVerdict({ ok: false, status: 0, body: {} })).toBe('Erro ao conectar com o webhook');
  });
});
