import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { memoryLogger } from '#tests/factories/shops.ts';
import { runWithContext } from './http/request-context.ts';
import { requestLogging } from './http/request-logging.ts';

describe('the logger', () => {
  it('never writes a phone number in full, whether in a field, the message or an error', () => {
    const { logger, text } = memoryLogger();
    logger.info(
      { phone: '5511987654321', to: '5521998765432', err: new Error('destinatário 5511987654321 inválido') },
      'mensagem para 11987654321',
    );
    const line = text();
    expect(line).not.toMatch(/5511987654321|5521998765432|11987654321/);
    expect(line).toContain('5511*****4321');
    expect(line).toContain('5521*****5432');
  });

  it('puts the request and conversation ids of the work under way on every line', () => {
    const { logger, text } = memoryLogger();
    runWithContext({ reqId: 'req-123456789' }, () =>
      runWithContext({ conversationId: 'c0nversa' }, () => logger.info('dentro')),
    );
    expect(JSON.parse(text())).toMatchObject({
      reqId: 'req-123456789',
      conversationId: 'c0nversa',
      msg: 'dentro',
    });
  });

  it("puts the request id on every line of a request, the request log's own included", async () => {
    const { logger, text } = memoryLogger();
    const app = express();
    app.use(requestLogging(logger));
    app.get('/api/x', async (_req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      logger.info('trabalhando');
      res.status(404).json({});
    });
    const res = await request(app).get('/api/x');
    const lines = text()
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line.reqId).toBe(res.headers['x-request-id']);
  });
});
