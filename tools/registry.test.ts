import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { toDisplayCategoryName } from '#domain/text.ts';
import { botConfigCache } from '#prisma/bot-config-cache.ts';
import { type Db, db } from '#prisma/client.ts';
import { memoryLogger, recordingQueue } from '#tests/factories/shops.ts';
import { DEFAULT_BOT_FUNCTIONS } from '#tools/bot-functions.ts';
import { callTool, offeredTools, REGISTRY_MESSAGES } from './registry.ts';
import { customerParty, toolContext } from './test-support.ts';

const { logger, text: logs } = memoryLogger();
const { queue } = recordingQueue(logger);
afterAll(() => queue.close());

// bot_functions is one row shared by the worker's suites: each test that edits it puts the
// default back. A raw edit (values a save would refuse) drops the turns' cache as a save does.
async function setBotFunctions(value: unknown) {
  await db.botConfig.update({
    where: { config_key: 'bot_functions' },
    data: { config_value: value as object },
  });
  botConfigCache.changed();
}
afterEach(() => setBotFunctions(DEFAULT_BOT_FUNCTIONS.map((f) => ({ ...f }))));

const defaultsWith = (changes: Record<string, Record<string, unknown> | null>) =>
  DEFAULT_BOT_FUNCTIONS.flatMap((f) => {
    if (changes[f.name] === null) return [];
    return [{ ...f, ...changes[f.name] }];
  });

describe('offeredTools', () => {
  it("offers each audience its tools with the default descriptions, criar_desejo's categoria limited to the live list", async () => {
    const cliente = await offeredTools(db, 'cliente');
    expect(cliente.map((t) => t.name)).toEqual([
      'listar_categorias',
      'criar_desejo',
      'notificar_lojistas',
      'listar_ofertas',
      'fechar_desejo',
      'meus_dados',
      'apagar_meus_dados',
      'chamar_atendente',
      'receber_mensagens',
    ]);
    const lojista = await offeredTools(db, 'lojista');
    expect(lojista.map((t) => t.name)).toEqual([
      'listar_oportunidades',
      'registrar_oferta',
      'recusar_oportunidade',
      'chamar_atendente_loja',
      'pausar_oportunidades',
      'meu_plano',
      'receber_mensagens_loja',
    ]);

    const criar = cliente.find((t) => t.name === 'criar_desejo')!;
    expect(criar.description).toBe(DEFAULT_BOT_FUNCTIONS.find((f) => f.name === 'criar_desejo')!.description);
    const properties = criar.jsonSchema.properties as Record<string, { enum?: string[]; type: string }>;
    const categorias = await db.categoria.findMany({ select: { nome_categoria: true } });
    expect([...properties.categoria!.enum!].sort()).toEqual(
      categorias.map((c) => toDisplayCategoryName(c.nome_categoria)).sort(),
    );
    expect(properties.categoria!.enum).toContain('TV Áudio e Vídeo');
    expect(properties.subcategoria!.enum).toContain('Geladeiras');
    expect(criar.jsonSchema.required).toEqual(['produto_desejado', 'cidade', 'estado', 'categoria']);
  });

  it("follows the admin's bot_functions: inactive tools vanish, descriptions and schemas apply, bad JSON falls back", async () => {
    const customSchema = {
      type: 'object',
      properties: { busca: { type: 'string', description: 'Palavra' } },
      additionalProperties: false,
    };
    await setBotFunctions([
      ...defaultsWith({
        criar_desejo: { active: false },
        listar_categorias: { description: 'Descrição do admin', parameters: JSON.stringify(customSchema) },
        notificar_lojistas: { parameters: '{ isto não é JSON' },
        listar_ofertas: null,
      }),
      { id: 'x', name: 'ferramenta_sem_codigo', description: 'x', parameters: '{}', active: true },
    ]);
    const tools = await offeredTools(db, 'cliente', { logger });
    expect(tools.map((t) => t.name)).toEqual([
      'listar_categorias',
      'notificar_lojistas',
      'listar_ofertas',
      'fechar_desejo',
      'meus_dados',
      'apagar_meus_dados',
      'chamar_atendente',
      'receber_mensagens',
    ]);
    expect(tools[0]).toEqual({
      name: 'listar_categorias',
      description: 'Descrição do admin',
      jsonSchema: customSchema,
    });
    const notificar = DEFAULT_BOT_FUNCTIONS.find((f) => f.name === 'notificar_lojistas')!;
    expect(tools[1]!.jsonSchema).toEqual(JSON.parse(notificar.parameters));
    expect(logs()).toContain('bot_functions: parâmetros inválidos');

    // The inactive tool is refused if called all the same (a guided fallback, a stale model).
    const party = await customerParty();
    const { result, record } = await callTool('criar_desejo', {}, toolContext(party, { queue, logger }));
    expect(result).toEqual({ ok: false, error: REGISTRY_MESSAGES.inativa('criar_desejo') });
    expect(record).toEqual({ name: 'criar_desejo', arguments: {}, result, error: true });
  });
});

describe('callTool', () => {
  it('turns invalid arguments into a structured error for the model', async () => {
    const ctx = toolContext(await customerParty(), { queue, logger });
    const { result, record } = await callTool(
      'criar_desejo',
      '{"cidade": 12, "estado": "São Paulo", "categoria": ""}',
      ctx,
    );
    expect(result.ok).toBe(false);
    const failure = result as { error: string; fields: Record<string, string> };
    expect(failure.error).toMatch(/^Argumentos inválidos: /);
    expect(Object.keys(failure.fields).sort()).toEqual(['categoria', 'cidade', 'estado', 'produto_desejado']);
    expect(failure.fields.estado).toBe('Informe a sigla do estado com 2 letras (ex.: SP).');
    expect(record).toMatchObject({ arguments: { cidade: 12, estado: 'São Paulo' }, error: true });
  });

  it('answers malformed JSON, an unknown tool and an unexpected failure without throwing', async () => {
    const ctx = toolContext(await customerParty(), { queue, logger });
    const malformed = await callTool('listar_categorias', '{"busca": ', ctx);
    expect(malformed.result).toEqual({ ok: false, error: REGISTRY_MESSAGES.jsonInvalido });
    expect(malformed.record.arguments).toBe('{"busca": ');

    expect((await callTool('apagar_tudo', {}, ctx)).result).toEqual({
      ok: false,
      error: 'Ferramenta desconhecida: apagar_tudo.',
    });

    const broken = new Proxy({} as Db, {
      get() {
        throw new Error('banco fora do ar (teste)');
      },
    });
    const failed = await callTool('listar_categorias', {}, { ...ctx, db: broken });
    expect(failed.result).toEqual({ ok: false, error: 'Erro interno ao executar a ferramenta.' });
    expect(logs()).toContain('banco fora do ar (teste)');
  });
});
