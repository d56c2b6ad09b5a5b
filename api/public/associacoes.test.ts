import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { db } from '#prisma/client.ts';
import { createTestApp } from '#tests/factories/shops.ts';

// GET /api/public/associacoes: what /parceiros lists to a visitor without a session.

const test = createTestApp();

describe('GET /api/public/associacoes', () => {
  it('lists every association, active or not, ordered by name, with only the public fields', async () => {
    const tag = randomUUID().slice(0, 8);
    // Every public field filled in, each of them expected back as stored.
    const comercial = {
      nome: `${tag} Associação Comercial`,
      cidade: 'São Paulo',
      descricao: 'Comércio do centro',
      telefone: '1133334444',
      email: 'contato@acsp.exemplo.com.br',
      logo_url: 'https://cdn.exemplo.com.br/logo.png',
    };
    // Created out of order; names sort as "<tag> A…" < "<tag> B…" < "<tag> C…".
    await db.associacaoParceira.createMany({
      data: [
        { nome: `${tag} Clube de Lojistas`, cidade: 'Campinas', ativo: false },
        comercial,
        { nome: `${tag} Bairro Forte` },
      ],
    });
    const member = await db.associacaoParceira.findFirstOrThrow({ where: { nome: comercial.nome } });
    await db.associacaoAssociado.create({
      data: { associacao_id: member.id, documento: '12345678000190', nome_completo: 'Loja Sigilosa' },
    });

    const res = await request(test.app).get('/api/public/associacoes');
    expect(res.status).toBe(200);
    const ours = (res.body as Array<{ nome: string }>).filter((a) => a.nome.startsWith(tag));
    expect(ours.map((a) => a.nome)).toEqual([
      `${tag} Associação Comercial`,
      `${tag} Bairro Forte`,
      `${tag} Clube de Lojistas`,
    ]);
    expect(ours[0]).toEqual({ id: member.id, ...comercial, ativo: true });
    expect(ours[2]).toMatchObject({ cidade: 'Campinas', ativo: false, logo_url: null });
    // Members' documents and names are never public.
    expect(JSON.stringify(res.body)).not.toContain('Loja Sigilosa');
    expect(JSON.stringify(res.body)).not.toContain('12345678000190');
  });

  it('answers without a session', async () => {
    const res = await request(test.app).get('/api/public/associacoes');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
  });
});
