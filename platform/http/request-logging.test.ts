import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { memoryLogger } from '#tests/factories/shops.ts';
import { loggableUrl, requestLogging } from './request-logging.ts';

describe('request logging', () => {
  it('hides every query value (tokens of links and of the webhook handshake)', () => {
    expect(loggableUrl('/api/auth/verify-email?token=abc123&callbackURL=%2Fx')).toBe(
      '/api/auth/verify-email?token=…&callbackURL=…',
    );
    expect(loggableUrl('/api/health')).toBe('/api/health');
  });

  it('never writes a verify token, and skips the webhook acknowledgements', async () => {
    const { logger, text } = memoryLogger();
    const app = express();
    app.use(requestLogging(logger));
    app.get('/api/whatsapp/webhook', (_req, res) => res.send('desafio'));
    app.post('/api/whatsapp/webhook', (_req, res) => res.json({ ok: true }));
    await request(app).get(
      '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=segredo-xyz&hub.challenge=42',
    );
    await request(app).post('/api/whatsapp/webhook').send({});
    const lines = text();
    expect(lines).toContain('hub.verify_token=…');
    expect(lines).not.toContain('segredo-xyz');
    expect(lines.match(/"method":"POST"/g)).toBeNull();
  });
});
