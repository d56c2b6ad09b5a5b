import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AI_SETTINGS } from '#domain/bot-config/agent.ts';
import { SEEDED_BOT_CONFIG_KEYS } from '#domain/bot-config/keys.ts';
import { db } from '#prisma/client.ts';
import { CATEGORIAS } from '#prisma/data/categorias.ts';
import { ESTADOS } from '#prisma/data/estados.ts';
import { DEFAULT_BOT_FUNCTIONS } from '#tools/bot-functions.ts';
import { readMunicipios } from './locations.ts';
import { seedReferenceData } from './reference-data.ts';

// The worker database may already hold the reference data (a seeded template) or rows of other
// test files: assertions compare totals and named rows, never "inserted N" on the first run, and
// every admin change made here is undone.

async function counts() {
  const [estados, cidades, categorias, subcategorias, botConfig] = await Promise.all([
    db.estado.count({ where: { codigo_ibge: { not: null } } }),
    db.cidade.count({ where: { codigo_ibge: { not: null } } }),
    db.categoria.count(),
    db.subcategoria.count(),
    db.botConfig.count(),
  ]);
  return { estados, cidades, categorias, subcategorias, botConfig };
}

async function cidade(nome: string, sigla: string) {
  return db.cidade.findFirstOrThrow({ where: { nome, estado: { sigla } } });
}

async function configValue(key: string) {
  return (await db.botConfig.findUniqueOrThrow({ where: { config_key: key } })).config_value;
}

beforeAll(async () => {
  await seedReferenceData(db);
});

describe('municipios.tsv', () => {
  it('holds the 5,570 IBGE municipalities once each, under the state of their code', async () => {
    const municipios = await readMunicipios();
    const estadoPorCodigo = new Map(ESTADOS.map((e) => [String(e.codigoIbge), e.sigla]));
    expect(municipios).toHaveLength(5570);
    expect(new Set(municipios.map((m) => m.codigoIbge)).size).toBe(5570);
    for (const m of municipios) {
      expect(String(m.codigoIbge)).toMatch(/^\d{7}$/);
      expect(estadoPorCodigo.get(String(m.codigoIbge).slice(0, 2))).toBe(m.uf);
    }
    for (const e of ESTADOS) {
      expect(municipios.find((m) => m.codigoIbge === e.capitalIbge)).toEqual({
        codigoIbge: e.capitalIbge,
        uf: e.sigla,
        nome: e.capital,
      });
    }
  });
});

const byName = (list: unknown) =>
  [...(list as { name: string }[])].sort((a, b) => a.name.localeCompare(b.name));

describe('seedReferenceData', () => {
  it('loads the 27 states and 5,570 municipalities with only the capitals active', async () => {
    const totals = await counts();
    expect(totals.estados).toBe(27);
    expect(totals.cidades).toBe(5570);
    expect(await db.estado.count({ where: { codigo_ibge: { not: null }, ativo: true } })).toBe(27);

    const capitais = await db.cidade.findMany({ where: { capital: true }, include: { estado: true } });
    expect(capitais).toHaveLength(27);
    expect(capitais.every((c) => c.ativo)).toBe(true);
    expect(new Set(capitais.map((c) => c.estado.sigla))).toEqual(new Set(ESTADOS.map((e) => e.sigla)));
    expect(
      await db.cidade.count({ where: { codigo_ibge: { not: null }, capital: false, ativo: true } }),
    ).toBe(0);

    expect(await cidade('São Paulo', 'SP')).toMatchObject({
      codigo_ibge: 3550308,
      nome_normalizado: 'sao paulo',
      capital: true,
      ativo: true,
    });
    expect(await cidade('Palmas', 'TO')).toMatchObject({ codigo_ibge: 1721000, capital: true, ativo: true });
    expect(await cidade('Palmas', 'PR')).toMatchObject({ capital: false, ativo: false });
    expect(await cidade('Campinas', 'SP')).toMatchObject({
      codigo_ibge: 3509502,
      capital: false,
      ativo: false,
    });
    expect(await db.estado.findUniqueOrThrow({ where: { sigla: 'SP' } })).toMatchObject({
      nome: 'São Paulo',
      codigo_ibge: 35,
      ativo: true,
    });
  });

  it('loads the category tree with underscored category names', async () => {
    const categorias = await db.categoria.findMany({ include: { subcategorias: true } });
    expect(categorias.length).toBeGreaterThanOrEqual(15);
    expect(categorias.flatMap((c) => c.subcategorias).length).toBeGreaterThanOrEqual(120);

    const porNome = new Map(categorias.map((c) => [c.nome_categoria, c]));
    for (const { nome, subcategorias } of CATEGORIAS) {
      const stored = nome.replace(/,/g, '').replace(/ /g, '_');
      expect(porNome.get(stored)?.subcategorias.map((s) => s.nome)).toEqual(
        expect.arrayContaining([...subcategorias]),
      );
    }
    expect(porNome.get('Celulares_e_Telefonia')).toMatchObject({ nome_normalizado: 'celulares e telefonia' });
    expect(porNome.get('Casa_e_Decoração')?.subcategorias.map((s) => s.nome)).toContain('Cama, Mesa e Banho');
    for (const c of categorias) expect(c.nome_categoria).not.toMatch(/[ ,]/);
  });

  it('changes nothing when run a second time', async () => {
    const before = await counts();
    expect(await seedReferenceData(db)).toEqual({
      estados: 0,
      cidades: 0,
      categorias: 0,
      subcategorias: 0,
      marcas: 0,
      categoriaTermos: 0,
      subcategoriaTermos: 0,
      botConfig: 0,
    });
    expect(await counts()).toEqual(before);
  });

  it('keeps what an admin changed: state and city switches, AI settings, prompt', async () => {
    const sp = await db.estado.findUniqueOrThrow({ where: { sigla: 'SP' } });
    const campinas = await cidade('Campinas', 'SP');
    const [aiSettings, prompt] = await Promise.all([
      configValue('ai_settings'),
      configValue('system_prompt'),
    ]);
    const custom = { model: 'openai/gpt-5-mini', temperature: 0.2, max_tokens: 600 };
    try {
      await db.estado.update({ where: { id: sp.id }, data: { ativo: false } });
      await db.cidade.update({ where: { id: campinas.id }, data: { ativo: true } });
      await db.botConfig.update({ where: { config_key: 'ai_settings' }, data: { config_value: custom } });
      await db.botConfig.update({
        where: { config_key: 'system_prompt' },
        data: { config_value: { prompt: 'Prompt do admin' } },
      });

      await seedReferenceData(db);

      expect((await db.estado.findUniqueOrThrow({ where: { id: sp.id } })).ativo).toBe(false);
      expect((await db.cidade.findUniqueOrThrow({ where: { id: campinas.id } })).ativo).toBe(true);
      expect(await configValue('ai_settings')).toEqual(custom);
      expect(await configValue('system_prompt')).toEqual({ prompt: 'Prompt do admin' });
    } finally {
      await db.estado.update({ where: { id: sp.id }, data: { ativo: sp.ativo } });
      await db.cidade.update({ where: { id: campinas.id }, data: { ativo: campinas.ativo } });
      await db.botConfig.update({
        where: { config_key: 'ai_settings' },
        data: { config_value: aiSettings ?? {} },
      });
      await db.botConfig.update({
        where: { config_key: 'system_prompt' },
        data: { config_value: prompt ?? {} },
      });
    }
  });

  it('inserts the default bot_functions given by the caller when the key is missing, and only then', async () => {
    const before = await db.botConfig.findUniqueOrThrow({ where: { config_key: 'bot_functions' } });
    await db.botConfig.delete({ where: { config_key: 'bot_functions' } });
    try {
      expect((await seedReferenceData(db)).botConfig).toBe(0);
      expect(await db.botConfig.findUnique({ where: { config_key: 'bot_functions' } })).toBeNull();
      expect((await seedReferenceData(db, { botFunctions: DEFAULT_BOT_FUNCTIONS })).botConfig).toBe(1);
      expect(await configValue('bot_functions')).toEqual(DEFAULT_BOT_FUNCTIONS);
      expect((await seedReferenceData(db, { botFunctions: [] })).botConfig).toBe(0);
    } finally {
      await db.botConfig.update({
        where: { config_key: 'bot_functions' },
        data: { config_value: before.config_value ?? [] },
      });
    }
  });

  it('restores a bot_config key that is missing without touching the others', async () => {
    const before = await db.botConfig.findUniqueOrThrow({ where: { config_key: 'ai_settings' } });
    await db.botConfig.delete({ where: { config_key: 'message_history_limit' } });

    expect((await seedReferenceData(db)).botConfig).toBe(1);

    expect(await configValue('message_history_limit')).toEqual({ limit: 50 });
    expect(await db.botConfig.findUniqueOrThrow({ where: { config_key: 'ai_settings' } })).toEqual(before);
  });

  it('creates every default bot_config key with the spec defaults', async () => {
    // bot_functions is seeded from the tools' defaults handed in by the caller (global setup).
    const keys = [...SEEDED_BOT_CONFIG_KEYS, 'bot_functions'];
    const rows = await db.botConfig.findMany({ where: { config_key: { in: keys } } });
    const config = Object.fromEntries(rows.map((r) => [r.config_key, r.config_value]));
    expect(Object.keys(config).sort()).toEqual(keys.sort());

    expect(DEFAULT_AI_SETTINGS).toEqual({
      model: 'google/gemini-2.5-flash',
      temperature: 0.7,
      max_tokens: 1000,
    });
    expect(config.ai_settings).toEqual({
      model: 'google/gemini-2.5-flash',
      temperature: 0.7,
      max_tokens: 1000,
    });
    expect(config.message_history_limit).toEqual({ limit: 50 });
    expect(config.whatsapp_settings).toEqual({ access_token: '', phone_number_id: '' });
    expect(config.whatsapp_redirect_number).toEqual({ numero: '' });
    expect(config.system_prompt).toEqual({ prompt: expect.stringContaining('listar_categorias') });
    expect(config.system_prompt_lojista).toEqual({ prompt: expect.stringContaining('registrar_oferta') });
    expect(config.whatsapp_templates).toEqual({
      novo_desejo: expect.stringContaining('{{codigo}}'),
      oferta_recebida: expect.stringContaining('{{link_whatsapp}}'),
      oferta_escolhida: expect.stringContaining('{{link_cliente}}'),
      desejo_encerrado: expect.stringContaining('{{valor}}'),
      avaliacao_pedido: expect.stringContaining('{{loja}}'),
    });
    // Other files of the worker may have put the list back in another order: compared by name.
    expect(byName(config.bot_functions)).toEqual(byName(DEFAULT_BOT_FUNCTIONS));
    expect(config.bot_functions).toHaveLength(16);
    expect(config.bot_functions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'criar_desejo', active: true, tables_consulted: expect.any(Array) }),
      ]),
    );
  });
});
