import { readFile } from 'node:fs/promises';
import { normalizeText } from '#domain/text.ts';
import { projectPath } from '#paths/project-root.ts';
import { ESTADOS } from '#prisma/data/estados.ts';
import type { SeedClient } from './seed-client.ts';

// States and municipalities from IBGE (prisma/data). Only missing rows are inserted, in one
// statement, so a re-seed keeps every `ativo` an admin switched and costs a couple of reads. States
// start active, capitals active, every other city inactive until a shop there is approved.

const MUNICIPIOS_TSV = projectPath('prisma', 'data', 'municipios.tsv');

export type Municipio = { codigoIbge: number; uf: string; nome: string };

export async function readMunicipios(): Promise<Municipio[]> {
  const text = await readFile(MUNICIPIOS_TSV, 'utf8');
  const [, ...lines] = text.trim().split('\n');
  return lines.map((line) => {
    const [codigo, uf, nome] = line.split('\t');
    if (!codigo || !uf || !nome) throw new Error(`municipios.tsv: linha inválida "${line}"`);
    return { codigoIbge: Number(codigo), uf, nome };
  });
}

export async function seedLocations(db: SeedClient): Promise<{ estados: number; cidades: number }> {
  const estados = await db.estado.createMany({
    data: ESTADOS.map((e) => ({ nome: e.nome, sigla: e.sigla, codigo_ibge: e.codigoIbge, ativo: true })),
    skipDuplicates: true,
  });
  const estadosSalvos = await db.estado.findMany({ select: { id: true, sigla: true, codigo_ibge: true } });
  // A state an admin added by hand before the seed has no IBGE code yet: fill only that column.
  for (const salvo of estadosSalvos.filter((e) => e.codigo_ibge === null)) {
    const ibge = ESTADOS.find((e) => e.sigla === salvo.sigla);
    if (ibge) await db.estado.update({ where: { id: salvo.id }, data: { codigo_ibge: ibge.codigoIbge } });
  }
  const estadoIdPorSigla = new Map(estadosSalvos.map((e) => [e.sigla, e.id]));
  const capitais = new Set(ESTADOS.map((e) => e.capitalIbge));
  const existentes = new Set(
    (await db.cidade.findMany({ where: { codigo_ibge: { not: null } }, select: { codigo_ibge: true } })).map(
      (c) => c.codigo_ibge,
    ),
  );

  const novas = (await readMunicipios())
    .filter((m) => !existentes.has(m.codigoIbge))
    .map((m) => {
      const estado_id = estadoIdPorSigla.get(m.uf);
      if (estado_id === undefined) throw new Error(`estado ${m.uf} ausente ao semear ${m.nome}`);
      const capital = capitais.has(m.codigoIbge);
      return {
        nome: m.nome,
        nome_normalizado: normalizeText(m.nome),
        estado_id,
        codigo_ibge: m.codigoIbge,
        capital,
        ativo: capital,
      };
    });

  // One INSERT … SELECT FROM unnest for every missing city (0.2 s where batches of createMany
  // took over 1 s on PGlite). ON CONFLICT also skips a city an admin created by hand under the same
  // name and state.
  const cidades = novas.length
    ? await db.$executeRaw`
        INSERT INTO cidades (nome, nome_normalizado, estado_id, codigo_ibge, capital, ativo)
        SELECT * FROM unnest(
          ${novas.map((c) => c.nome)}::text[],
          ${novas.map((c) => c.nome_normalizado)}::text[],
          ${novas.map((c) => c.estado_id)}::int[],
          ${novas.map((c) => c.codigo_ibge)}::int[],
          ${novas.map((c) => c.capital)}::boolean[],
          ${novas.map((c) => c.ativo)}::boolean[]
        )
        ON CONFLICT DO NOTHING`
    : 0;
  return { estados: estados.count, cidades };
}
