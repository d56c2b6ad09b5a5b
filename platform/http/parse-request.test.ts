import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorHandler } from './error-handler.ts';
import { parseBody, parseQuery, parseValue, serialParam, uuidParam } from './parse-request.ts';

const schema = z.object({
  nome: z.string().min(2, 'Nome deve ter pelo menos 2 caracteres'),
  endereco: z.object({ cep: z.string().length(8, 'CEP inválido') }),
});

function appWith(route: express.RequestHandler) {
  const app = express();
  app.use(express.json());
  app.all('/thing', route);
  app.use(errorHandler(pino({ level: 'silent' })));
  return app;
}

describe('parseBody', () => {
  it('returns the parsed body', async () => {
    const app = appWith((req, res) => {
      res.json(parseBody(schema, req));
    });
    const res = await request(app)
      .post('/thing')
      .send({ nome: 'Ana', endereco: { cep: '01310100' }, extra: 1 });
    expect(res.body).toEqual({ nome: 'Ana', endereco: { cep: '01310100' } });
  });

  it('answers 400 with the generic message and every field by its dotted path', async () => {
    const app = appWith((req, res) => {
      res.json(parseBody(schema, req));
    });
    const res = await request(app)
      .post('/thing')
      .send({ nome: 'a', endereco: { cep: '1' } });
    expect(res.status).toBe(400);
    expect(res.text).toBe(
      JSON.stringify({
        error: 'Verifique os campos destacados.',
        code: 'VALIDATION',
        fields: { nome: 'Nome deve ter pelo menos 2 caracteres', 'endereco.cep': 'CEP inválido' },
      }),
    );
  });

  it('answers with the same body as a ZodError thrown past it (a service parsing on its own)', async () => {
    const body = { nome: 'a', endereco: {} };
    const viaHelper = await request(appWith((req) => parseBody(schema, req)))
      .post('/thing')
      .send(body);
    const viaThrow = await request(appWith((req) => schema.parse(req.body)))
      .post('/thing')
      .send(body);
    expect(viaHelper.status).toBe(400);
    expect(viaHelper.text).toBe(viaThrow.text);
  });

  it("uses the form's own message when it names one, the generic one when it gives none", async () => {
    const first = appWith((req) =>
      parseBody(schema, req, { message: ({ error }) => error.issues[0]?.message }),
    );
    const res = await request(first)
      .post('/thing')
      .send({ nome: 'a', endereco: { cep: '1' } });
    expect(res.body).toMatchObject({ error: 'Nome deve ter pelo menos 2 caracteres', code: 'VALIDATION' });

    const byField = appWith((req) => parseBody(schema, req, { message: ({ fields }) => fields.idade }));
    const generic = await request(byField)
      .post('/thing')
      .send({ nome: 'a', endereco: { cep: '1' } });
    expect(generic.body.error).toBe('Verifique os campos destacados.');
  });

  it('parses a missing body as {} only when asked, so each field reports itself', async () => {
    const asIs = appWith((req) => parseBody(schema, req));
    const plain = await request(asIs).post('/thing').set('Content-Type', 'text/plain').send('oi');
    expect(Object.keys(plain.body.fields)).toEqual(['_']);

    const asEmpty = appWith((req) => parseBody(schema, req, { treatMissingAsEmpty: true }));
    const empty = await request(asEmpty).post('/thing').set('Content-Type', 'text/plain').send('oi');
    expect(Object.keys(empty.body.fields)).toEqual(['nome', 'endereco']);
  });
});

describe('parseQuery and parseValue', () => {
  it('parse the query string and a single value with the same 400', async () => {
    const query = z.object({ page: z.coerce.number().int().min(1, 'Página inválida') });
    const app = appWith((req, res) => {
      res.json({
        query: parseQuery(query, req),
        limit: parseValue(z.coerce.number().max(5), req.query.limit),
      });
    });
    expect((await request(app).get('/thing?page=2&limit=3')).body).toEqual({ query: { page: 2 }, limit: 3 });
    const badPage = await request(app).get('/thing?page=0&limit=3');
    expect(badPage.status).toBe(400);
    expect(badPage.body.fields).toEqual({ page: 'Página inválida' });
    const badLimit = await request(app).get('/thing?page=1&limit=9');
    expect(badLimit.status).toBe(400);
    expect(Object.keys(badLimit.body.fields)).toEqual(['_']);
  });
});

describe('path ids', () => {
  it("answer the row's 404 for anything that is not an id", async () => {
    const app = appWith((req, res) => {
      const { kind, id } = req.query as { kind: string; id: string };
      res.json({
        id:
          kind === 'uuid'
            ? uuidParam(id, 'Lojista não encontrado.')
            : serialParam(id, 'Cidade não encontrada.'),
      });
    });
    const id = '0b5f8a52-7c3e-4b7e-9d5e-2f1c3a4b5c6d';
    expect((await request(app).get(`/thing?kind=uuid&id=${id}`)).body).toEqual({ id });
    expect((await request(app).get('/thing?kind=serial&id=42')).body).toEqual({ id: 42 });
    for (const [kind, bad, message] of [
      ['uuid', 'abc', 'Lojista não encontrado.'],
      ['serial', '0', 'Cidade não encontrada.'],
      ['serial', '2147483648', 'Cidade não encontrada.'],
      ['serial', '1.5', 'Cidade não encontrada.'],
    ]) {
      const res = await request(app).get(`/thing?kind=${kind}&id=${bad}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: message, code: 'NOT_FOUND' });
    }
  });
});
