import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import { apiNotFound, errorHandler } from './error-handler.ts';

function appWith(route: express.RequestHandler) {
  const app = express();
  app.use(express.json({ limit: '1kb' }));
  app.post('/thing', route);
  app.use(apiNotFound());
  app.use(errorHandler(pino({ level: 'silent' })));
  return app;
}

describe('error handler', () => {
  it('maps a zod error to 400 with per-field Portuguese messages', async () => {
    const schema = z.object({
      nome: z.string().min(2, 'Nome deve ter pelo menos 2 caracteres'),
      idade: z.number(),
    });
    const app = appWith((req, res) => {
      res.json(schema.parse(req.body));
    });
    const res = await request(app).post('/thing').send({ nome: 'a' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.fields.nome).toBe('Nome deve ter pelo menos 2 caracteres');
    expect(res.body.fields.idade).toBeTypeOf('string');
  });

  it('answers an AppError with its status and message', async () => {
    const app = appWith(() => {
      throw new AppError('CONFLICT', { message: 'CNPJ já cadastrado no sistema' });
    });
    const res = await request(app).post('/thing').send({});
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'CNPJ já cadastrado no sistema', code: 'CONFLICT' });
  });

  it('hides the details of unexpected errors behind a generic 500', async () => {
    const app = appWith(async () => {
      throw new Error('connection refused at 10.0.0.5:5432 password=hunter2');
    });
    const res = await request(app).post('/thing').send({});
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toContain('hunter2');
    expect(res.body.error).toBe('Erro interno. Tente novamente em instantes.');
  });

  it('answers malformed JSON with 400 and oversized bodies with 413', async () => {
    const app = appWith((_req, res) => {
      res.json({});
    });
    const malformed = await request(app).post('/thing').set('Content-Type', 'application/json').send('{"a":');
    expect(malformed.status).toBe(400);
    const big = await request(app)
      .post('/thing')
      .send({ texto: 'x'.repeat(5000) });
    expect(big.status).toBe(413);
  });

  it('answers unknown paths with a JSON 404', async () => {
    const res = await request(appWith((_req, res) => res.json({}))).get('/nada');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });
});
