import '#platform/polyfills.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import { createLogger } from '#platform/logger.ts';
import { countShopMatches, listShopMatches } from '../api/dashboard/matches-data.ts';
import { createWish } from '../api/desejos/create-wish.ts';
import { connectDb, disconnectDb } from '../prisma/client.ts';
import { describeTarget } from '../prisma/database.ts';
import { migrateDatabase } from '../prisma/migrate/deploy.ts';
import { seedReferenceData } from '../prisma/seed/reference-data.ts';
import { openScratch } from './support.ts';

// Matching and the dashboard at scale (issue 4): 100,000 shops over 500 cities and 20
// categories, one city with 2,000 eligible shops for the wish's category and subcategory (plus
// 500 there that must not match), and a shop with 10,000 matches. Prints medians, asserts nothing.
// Targets on PostgreSQL: wish + matches < 150 ms, dashboard page < 20 ms.
// Usage: npx tsx bench/matching.ts   (temporary PGlite)
//        BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx bench/matching.ts
//        (creates a scratch database bench_<random> on that server and drops it at the end)

const SHOPS = 100_000;
const OTHER_CITIES = 499;
const ELIGIBLE = 2_000;
const DASHBOARD_MATCHES = 10_000;
const RUNS = 15;

const logger = createLogger({ level: 'silent', pretty: false });
// Notifications are enqueued after the commit and are not part of "wish + matches".
const noQueue = { enqueue: async () => 'bench' } as unknown as JobQueue;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  console.log(`${label.padEnd(44)} ${(performance.now() - started).toFixed(0).padStart(7)} ms`);
  return result;
}

async function repeat(label: string, run: () => Promise<unknown>, warmup = 2) {
  for (let i = 0; i < warmup; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  console.log(
    `${label.padEnd(44)} median ${median(times).toFixed(1).padStart(7)} ms   min ${Math.min(...times).toFixed(1)}   max ${Math.max(...times).toFixed(1)}   (${RUNS} runs)`,
  );
}

async function seedShops(
  db: ReturnType<typeof connectDb>,
  cats: number[],
  wishSub: number,
  otherSub: number,
) {
  const hot = cats[0]!;
  const array = `ARRAY[${cats.join(',')}]::int[]`;
  // Shops 1..2000: the hot city, the hot category (+1 more), receiving; one in four chose the
  // wish's subcategory. 2001..2250: same city and category, but chose another subcategory.
  // 2251..2500: same city and category, receber_matches off. The rest: 499 other cities, two
  // categories each, 90% receiving.
  await db.$executeRawUnsafe(`
    INSERT INTO lojistas (id, email, nome_loja, whatsapp, whatsapp_loja, estado, cidade, cidade_normalizada, receber_matches)
    SELECT md5('bench' || i)::uuid, 'bench' || i || '@bench.test', 'Loja ' || i,
      (5511000000000 + i)::text, (5521000000000 + i)::text, 'SP',
      CASE WHEN i <= 2500 THEN 'São Paulo' ELSE 'Cidade ' || (i % ${OTHER_CITIES}) END,
      CASE WHEN i <= 2500 THEN 'sao paulo' ELSE 'cidade ' || (i % ${OTHER_CITIES}) END,
      CASE WHEN i <= 2250 THEN true WHEN i <= 2500 THEN false ELSE i % 10 <> 7 END
    FROM generate_series(1, ${SHOPS}) AS i`);
  await db.$executeRawUnsafe(`
    INSERT INTO lojista_categorias (lojista_id, categoria_id)
    SELECT md5('bench' || i)::uuid, c FROM generate_series(1, ${SHOPS}) AS i,
    LATERAL (
      SELECT (${array})[1 + CASE WHEN i <= 2500 THEN 0 ELSE i % 20 END] AS c
      UNION
      SELECT (${array})[1 + CASE WHEN i <= 2500 THEN 1 + i % 19 ELSE (i % 20 + 1 + (i / 20) % 19) % 20 END]
    ) AS pick`);
  await db.$executeRawUnsafe(`
    INSERT INTO lojistasubcategorias (lojista_id, subcategoria_id)
    SELECT md5('bench' || i)::uuid, CASE WHEN i <= 2000 THEN ${wishSub} ELSE ${otherSub} END
    FROM generate_series(1, 2250) AS i WHERE i > 2000 OR i % 4 = 0`);
  return hot;
}

async function seedDashboard(db: ReturnType<typeof connectDb>, hot: number, hotName: string) {
  // 10,000 wishes over the last month, each matched to shop 1 and 19 more shops of the city;
  // shop 1's matches: 70% pendente, 10% each com_oferta, arquivado, perdido.
  await db.$executeRawUnsafe(`
    INSERT INTO desejos (id, nome_cliente, whatsapp_cliente, produto_desejado, categoria, categoria_id,
      cidade, cidade_normalizada, estado, status, origem, expires_at, created_at)
    SELECT md5('desejo' || i)::uuid, 'Cliente ' || i, (5511900000000 + i)::text, 'Produto ' || i,
      '${hotName.replace(/'/g, "''")}', ${hot}, 'São Paulo', 'sao paulo', 'SP', 'aberto', 'site',
      now() + interval '7 days', now() - (i || ' minutes')::interval
    FROM generate_series(1, ${DASHBOARD_MATCHES}) AS i`);
  await db.$executeRawUnsafe(`
    INSERT INTO matches (id, desejo_id, lojista_id, status, created_at)
    SELECT gen_random_uuid(), md5('desejo' || i)::uuid, md5('bench' || s)::uuid,
      (CASE WHEN s > 1 THEN 'pendente' WHEN i % 10 = 1 THEN 'com_oferta' WHEN i % 10 = 2 THEN 'arquivado'
        WHEN i % 10 = 3 THEN 'perdido' ELSE 'pendente' END)::match_status,
      now() - (i || ' minutes')::interval
    FROM generate_series(1, ${DASHBOARD_MATCHES}) AS i, generate_series(1, 20) AS s`);
}

const scratch = await openScratch();
console.log(describeTarget(scratch.target));
try {
  await timed('migrate', () => migrateDatabase(scratch.target));
  const db = connectDb(scratch.target);
  await timed('reference seed', () => seedReferenceData(db));
  const categorias = await db.categoria.findMany({
    orderBy: { id: 'asc' },
    take: 20,
    select: { id: true, nome_categoria: true, subcategorias: { select: { id: true }, take: 2 } },
  });
  const [hotCat] = categorias;
  if (!hotCat || hotCat.subcategorias.length < 2) throw new Error('seed sem categorias suficientes');
  const [wishSub, otherSub] = hotCat.subcategorias.map((s) => s.id) as [number, number];
  const cats = categorias.map((c) => c.id);

  const hot = await timed(`seed ${SHOPS.toLocaleString('en')} shops / 500 cities`, () =>
    seedShops(db, cats, wishSub, otherSub),
  );
  await timed(`seed ${DASHBOARD_MATCHES.toLocaleString('en')} wishes x 20 matches`, () =>
    seedDashboard(db, hot, hotCat.nome_categoria),
  );
  await timed('analyze', () => db.$executeRawUnsafe('ANALYZE'));

  let phone = 5511980000000;
  let lastMatched = 0;
  const wish = () =>
    createWish({
      db,
      queue: noQueue,
      logger,
      ttlDays: 7,
      wish: {
        nomeCliente: 'Cliente Bench',
        whatsappCliente: String(phone++),
        estado: 'SP',
        cidade: 'São Paulo',
        categoriaId: hot,
        subcategoriaId: wishSub,
        produtoDesejado: 'Furadeira de impacto',
        marca: 'Bosch',
        caracteristicas: '650 W, com maleta',
        origem: 'site',
        hasAcceptedTerms: true,
      },
    }).then((result) => {
      lastMatched = result.matchedShops;
    });
  await repeat('wish + matches (createWish)', wish);
  console.log(`${''.padEnd(44)} ${lastMatched} shops matched per wish (expected ${ELIGIBLE})`);

  const shop1 = (
    await db.lojista.findUniqueOrThrow({ where: { email: 'bench1@bench.test' }, select: { id: true } })
  ).id;
  const total = await db.match.count({ where: { lojista_id: shop1 } });
  console.log(`${''.padEnd(44)} shop 1 has ${total} matches`);
  await repeat('dashboard Novas, page 1 (listShopMatches)', () =>
    listShopMatches(db, shop1, { aba: 'novas', ordem: 'recentes', pagina: 1 }),
  );
  await repeat('dashboard Novas, page 100, oldest first', () =>
    listShopMatches(db, shop1, { aba: 'novas', ordem: 'antigas', pagina: 100 }),
  );
  await repeat('dashboard badges (countShopMatches)', () => countShopMatches(db, shop1));
} finally {
  await disconnectDb();
  await scratch.drop();
}
