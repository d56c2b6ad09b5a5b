import { afterAll, describe, expect, it } from 'vitest';
import { shopNoticeKey } from '#api/notifications/jobs.ts';
import { WISH_MESSAGES } from '#domain/desejos/wish-schema.ts';
import { createLogger } from '#platform/logger.ts';
import { db } from '#prisma/client.ts';
import { recordingQueue } from '#tests/factories/shops.ts';
import {
  categoryWithSubs,
  createShop,
  matchedShopIds,
  newCidade,
  newEstadoInativo,
  newWish,
} from '#tests/factories/wishes.ts';
import { createWish } from './create-wish.ts';
import { insertMatchesForWish } from './desejos-data.ts';

const logger = createLogger({ level: 'silent', pretty: false });
const { queue, enqueued } = recordingQueue(logger);
afterAll(() => queue.close());

const create = (wish: Parameters<typeof newWish>[0], now?: Date) =>
  createWish({ db, queue, logger, ttlDays: 7, wish: newWish(wish), now });

describe('createWish matching', () => {
  it('reaches the shops of the city (accents and case aside) serving the category, receiving matches, and whose subcategories allow it', async () => {
    const cat = await categoryWithSubs();
    const other = await categoryWithSubs(1);
    const [wishSub, otherSub] = cat.subs as [number, number];
    const folded = await createShop({ cidade: 'sao paulo', categorias: [cat.id] });
    const accented = await createShop({ cidade: 'São Paulo', categorias: [cat.id, other.id] });
    const upper = await createShop({ cidade: '  SÃO   PAULO ', categorias: [cat.id] });
    const withWishSub = await createShop({ categorias: [cat.id], subcategorias: [wishSub, otherSub] });
    const subsOfOtherCategoryOnly = await createShop({
      categorias: [cat.id, other.id],
      subcategorias: [other.subs[0]!],
    });
    const campinas = await createShop({ cidade: 'Campinas', categorias: [cat.id] });
    const otherCategory = await createShop({ categorias: [other.id] });
    const notReceiving = await createShop({ categorias: [cat.id], receberMatches: false });
    const excludedBySub = await createShop({ categorias: [cat.id], subcategorias: [otherSub] });

    const { desejo, matchedShops } = await create({
      categoriaId: cat.id,
      subcategoriaId: wishSub,
      cidade: 'sao PAULO',
    });

    const matched = await matchedShopIds(desejo.id);
    expect(matched).toEqual(
      expect.arrayContaining([folded.id, accented.id, upper.id, withWishSub.id, subsOfOtherCategoryOnly.id]),
    );
    for (const shop of [campinas, otherCategory, notReceiving, excludedBySub]) {
      expect(matched).not.toContain(shop.id);
    }
    expect(matchedShops).toBe(matched.length);
    expect(new Set(matched).size).toBe(matched.length);
  });

  it('without a subcategory, reaches every shop of the category, including those that chose subcategories', async () => {
    const cat = await categoryWithSubs();
    const narrowed = await createShop({ categorias: [cat.id], subcategorias: [cat.subs[1]!] });
    const { desejo } = await create({ categoriaId: cat.id });
    expect(await matchedShopIds(desejo.id)).toContain(narrowed.id);
  });

  it('gives a shop one match per wish, however often matching runs', async () => {
    const cat = await categoryWithSubs();
    const shop = await createShop({ categorias: [cat.id] });
    const { desejo } = await create({ categoriaId: cat.id });
    const again = await db.$transaction((tx) =>
      insertMatchesForWish(tx, {
        desejoId: desejo.id,
        cidadeNormalizada: 'sao paulo',
        categoriaId: cat.id,
        subcategoriaId: null,
        createdAt: new Date(),
      }),
    );
    expect(again).toEqual([]);
    expect(await db.match.count({ where: { desejo_id: desejo.id, lojista_id: shop.id } })).toBe(1);
  });

  it('stores the wish open, with the official city name, its origin and the expiry WISH_TTL_DAYS ahead', async () => {
    const cat = await categoryWithSubs();
    const now = new Date('2026-11-20T15:00:00.000Z');
    const { desejo } = await create(
      { categoriaId: cat.id, subcategoriaId: cat.subs[0], cidade: 'sao paulo', origem: 'whatsapp' },
      now,
    );
    expect(desejo).toMatchObject({
      status: 'aberto',
      origem: 'whatsapp',
      cidade: 'São Paulo',
      estado: 'SP',
      categoria: cat.nome,
      expires_at: new Date('2026-11-27T15:00:00.000Z'),
    });
    const stored = await db.desejo.findUniqueOrThrow({ where: { id: desejo.id } });
    expect(stored).toMatchObject({
      cidade_normalizada: 'sao paulo',
      subcategoria_id: cat.subs[0],
      marca: 'Bosch',
    });
  });

  it('enqueues one novo_desejo notification per match, keyed by the match', async () => {
    const cat = await categoryWithSubs();
    await createShop({ categorias: [cat.id] });
    await createShop({ categorias: [cat.id] });
    const before = enqueued.length;
    const { matchIds } = await create({ categoriaId: cat.id });
    const jobs = enqueued.slice(before);
    expect(matchIds.length).toBeGreaterThanOrEqual(2);
    expect(jobs).toHaveLength(matchIds.length);
    expect(jobs.map((j) => j.jobId).sort()).toEqual(matchIds.map(shopNoticeKey).sort());
    expect(jobs.every((j) => j.name === 'notifications.novo-desejo')).toBe(true);
  });

  it('refuses a city switched off by an admin, a city of an inactive state, an unknown city, an unknown category and a subcategory of another category', async () => {
    const cat = await categoryWithSubs();
    const other = await categoryWithSubs(1);
    const fieldsOf = (promise: Promise<unknown>) =>
      promise.then(
        () => undefined,
        (error: { fields?: Record<string, string> }) => error.fields,
      );
    const switchedOff = await newCidade({ sigla: 'SP', ativo: false, desligadaPorAdmin: true });
    expect(await fieldsOf(create({ categoriaId: cat.id, cidade: switchedOff.nome }))).toEqual({
      cidade: WISH_MESSAGES.cidadeNaoAtendida,
    });
    const estadoInativo = await newEstadoInativo();
    const cidadeDeEstadoInativo = await newCidade({ sigla: estadoInativo.sigla, ativo: true });
    expect(
      await fieldsOf(
        create({ categoriaId: cat.id, estado: estadoInativo.sigla, cidade: cidadeDeEstadoInativo.nome }),
      ),
    ).toEqual({ cidade: WISH_MESSAGES.cidadeNaoAtendida });
    expect(await fieldsOf(create({ categoriaId: cat.id, cidade: 'Rio de Janeiro' }))).toEqual({
      cidade: WISH_MESSAGES.cidadeDesconhecida,
    });
    expect(await fieldsOf(create({ categoriaId: cat.id, cidade: 'Cidade Que Não Existe' }))).toEqual({
      cidade: WISH_MESSAGES.cidadeDesconhecida,
    });
    expect(await fieldsOf(create({ categoriaId: 999_999 }))).toEqual({
      categoriaId: WISH_MESSAGES.categoria,
    });
    expect(await fieldsOf(create({ categoriaId: cat.id, subcategoriaId: other.subs[0] }))).toEqual({
      subcategoriaId: WISH_MESSAGES.subcategoria,
    });
  });
});

describe('createWish in a city where the product does not operate yet (demand is never refused)', () => {
  it('stores a wish from an inactive municipality with no shop, with the official name and no match', async () => {
    const cat = await categoryWithSubs();
    const inactive = await db.cidade.findFirstOrThrow({
      where: { nome: 'Pindamonhangaba', estado: { sigla: 'SP' } },
      select: { ativo: true, desligada_por_admin: true },
    });
    expect(inactive).toEqual({ ativo: false, desligada_por_admin: false });

    const { desejo, matchedShops, matchIds } = await create({
      categoriaId: cat.id,
      cidade: 'pindamonhangaba',
    });
    expect(desejo).toMatchObject({ status: 'aberto', cidade: 'Pindamonhangaba', estado: 'SP' });
    expect(matchedShops).toBe(0);
    expect(matchIds).toEqual([]);
    const stored = await db.desejo.findUniqueOrThrow({ where: { id: desejo.id } });
    expect(stored.cidade_normalizada).toBe('pindamonhangaba');
  });

  it('matches as anywhere else: a shop of the inactive city that receives matches gets the wish', async () => {
    const cat = await categoryWithSubs();
    const cidade = await newCidade({ sigla: 'SP', ativo: false });
    const shop = await createShop({ cidade: cidade.nome, categorias: [cat.id] });
    const { desejo, matchedShops } = await create({ categoriaId: cat.id, cidade: cidade.nome.toUpperCase() });
    expect(matchedShops).toBe(1);
    expect(await matchedShopIds(desejo.id)).toEqual([shop.id]);
  });
});

describe('createWish with an idempotency key (a bot turn run again after a crash)', () => {
  it('returns the first call’s wish and matches, stores nothing new and re-enqueues the same notices', async () => {
    const cat = await categoryWithSubs();
    const shop = await createShop({ categorias: [cat.id] });
    const wish = newWish({ categoriaId: cat.id, origem: 'whatsapp' });
    const idempotencyKey = `msg-${crypto.randomUUID()}:criar_desejo:1`;
    const call = () => createWish({ db, queue, logger, ttlDays: 7, wish, idempotencyKey });

    const first = await call();
    const second = await call();
    // Two runs racing past the lookup: the unique key lets one insert, the other gets its wish.
    const [third, fourth] = await Promise.all([call(), call()]);

    // The same wish and matches (the lookup lists matches in id order, the insert in its own).
    const sorted = (result: typeof first) => ({ ...result, matchIds: [...result.matchIds].sort() });
    expect([second, third, fourth].map(sorted)).toEqual([first, first, first].map(sorted));
    expect(await db.desejo.count({ where: { idempotency_key: idempotencyKey } })).toBe(1);
    expect(await db.desejo.count({ where: { whatsapp_cliente: wish.whatsappCliente } })).toBe(1);
    expect(first.matchIds).toContain(
      (await db.match.findFirstOrThrow({ where: { desejo_id: first.desejo.id, lojista_id: shop.id } })).id,
    );
    const notices = enqueued.filter((job) => first.matchIds.some((id) => job.jobId === shopNoticeKey(id)));
    // Enqueued again on every call, deduplicated by the queue's job id.
    expect(new Set(notices.map((job) => job.jobId)).size).toBe(first.matchIds.length);
  });
});
