import { afterAll, describe, expect, it } from 'vitest';
import { db } from '#prisma/client.ts';
import { associatePlan, offerBody, signedInShop, wishWithMatches } from '#tests/factories/dashboard.ts';
import { api, createTestApp } from '#tests/factories/shops.ts';

const test = createTestApp();
const http = api(test);
const path = (matchId: string, action: string) => `/api/dashboard/matches/${matchId}/${action}`;

afterAll(async () => {
  await test.queue.close();
});

describe('archive and restore', () => {
  it('records the withdrawal, archives, and restores back to pendente', async () => {
    const shop = await signedInShop(test, associatePlan(0));
    const { matchOf } = await wishWithMatches([shop.lojistaId]);
    const matchId = matchOf(shop.lojistaId);

    const archived = await http.post(
      path(matchId, 'arquivar'),
      { motivo: 'outros', observacoes: 'Só trabalho com usados' },
      shop.cookie,
    );
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({
      message: 'Oportunidade arquivada',
      detalhe: 'Sua resposta foi registrada e a oportunidade foi arquivada.',
      status: 'arquivado',
    });
    expect(await db.matchDesistencia.findMany({ where: { match_id: matchId } })).toMatchObject([
      { lojista_id: shop.lojistaId, motivo: 'outros', observacoes: 'Só trabalho com usados' },
    ]);
    expect((await db.match.findUniqueOrThrow({ where: { id: matchId } })).status).toBe('arquivado');

    // An archived opportunity takes no offer until it is restored.
    const offer = await http.post(path(matchId, 'oferta'), offerBody(), shop.cookie);
    expect(offer.status).toBe(409);
    expect(offer.body.code).toBe('CONFLICT');

    const restored = await http.post(path(matchId, 'retomar'), {}, shop.cookie);
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual({ message: 'Oferta retomada', status: 'pendente' });
    expect((await db.match.findUniqueOrThrow({ where: { id: matchId } })).status).toBe('pendente');
    // Restoring twice is refused, archiving again records a second withdrawal.
    expect((await http.post(path(matchId, 'retomar'), {}, shop.cookie)).status).toBe(409);
  });

  it('restores an answered match to Enviadas, not to a tab where it would vanish', async () => {
    const shop = await signedInShop(test, associatePlan(0));
    const { matchOf } = await wishWithMatches([shop.lojistaId]);
    const matchId = matchOf(shop.lojistaId);
    expect((await http.post(path(matchId, 'oferta'), offerBody(), shop.cookie)).status).toBe(201);
    expect(
      (await http.post(path(matchId, 'arquivar'), { motivo: 'nao_vendo_tipo' }, shop.cookie)).status,
    ).toBe(200);
    const restored = await http.post(path(matchId, 'retomar'), {}, shop.cookie);
    expect(restored.body.status).toBe('com_oferta');
  });

  it('warns with WISH_GONE when the wish is closed or expired, and keeps it archived', async () => {
    const shop = await signedInShop(test, associatePlan(0));
    for (const change of [{ status: 'fechado' as const }, { expires_at: new Date(Date.now() - 60_000) }]) {
      const { desejoId, matchOf } = await wishWithMatches([shop.lojistaId]);
      const matchId = matchOf(shop.lojistaId);
      expect(
        (await http.post(path(matchId, 'arquivar'), { motivo: 'nao_tenho_produto' }, shop.cookie)).status,
      ).toBe(200);
      await db.desejo.update({ where: { id: desejoId }, data: change });
      const res = await http.post(path(matchId, 'retomar'), {}, shop.cookie);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        code: 'WISH_GONE',
        error: 'A oportunidade não pode ser restaurada pois o desejo não existe mais.',
      });
      expect((await db.match.findUniqueOrThrow({ where: { id: matchId } })).status).toBe('arquivado');
    }
  });

  it('requires a reason and refuses to archive a lost opportunity', async () => {
    const shop = await signedInShop(test, associatePlan(0));
    const { matchOf } = await wishWithMatches([shop.lojistaId]);
    const matchId = matchOf(shop.lojistaId);
    const noReason = await http.post(path(matchId, 'arquivar'), { observacoes: 'x' }, shop.cookie);
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields).toEqual({ motivo: 'Selecione um motivo' });
    await db.match.update({ where: { id: matchId }, data: { status: 'perdido' } });
    expect((await http.post(path(matchId, 'arquivar'), { motivo: 'outros' }, shop.cookie)).status).toBe(409);
    expect(await db.matchDesistencia.count({ where: { match_id: matchId } })).toBe(0);
  });
});
