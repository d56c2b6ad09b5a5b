import { describe, expect, it } from 'vitest';
import { DEFAULT_BOT_FUNCTIONS, mergeBotFunctions } from './bot-functions.ts';

const defaultOf = (name: string) => DEFAULT_BOT_FUNCTIONS.find((f) => f.name === name)!;
const mergedOf = (stored: unknown, name: string) => mergeBotFunctions(stored).find((f) => f.name === name)!;

describe('mergeBotFunctions', () => {
  it('gives every tool its defaults when nothing is stored', () => {
    for (const stored of [null, undefined, [], 'lixo']) {
      const merged = mergeBotFunctions(stored);
      expect(merged.map((f) => f.name)).toEqual(DEFAULT_BOT_FUNCTIONS.map((f) => f.name));
      for (const f of merged) {
        const fallback = defaultOf(f.name);
        expect(f).toEqual({
          name: f.name,
          audience: f.audience,
          description: fallback.description,
          parameters: fallback.parameters,
          jsonSchema: JSON.parse(fallback.parameters),
          hasInvalidParameters: false,
          active: true,
          tables_consulted: fallback.tables_consulted,
        });
      }
    }
    expect(mergedOf(null, 'registrar_oferta').audience).toBe('lojista');
    expect(mergedOf(null, 'criar_desejo').audience).toBe('cliente');
  });

  it("lets the admin's entry win field by field, by trimmed name, the last duplicate winning", () => {
    const schema = { type: 'object', properties: { busca: { type: 'string' } } };
    const merged = mergedOf(
      [
        { name: 'listar_categorias', description: 'primeira' },
        {
          name: ' listar_categorias ',
          description: 'Descrição do admin',
          parameters: JSON.stringify(schema),
          active: false,
          tables_consulted: ['categorias', 7],
        },
        { name: 'ferramenta_sem_codigo', description: 'x', parameters: '{}', active: true },
      ],
      'listar_categorias',
    );
    expect(merged).toMatchObject({
      description: 'Descrição do admin',
      parameters: JSON.stringify(schema),
      jsonSchema: schema,
      hasInvalidParameters: false,
      active: false,
      tables_consulted: ['categorias'],
    });
    expect(mergeBotFunctions([{ name: 'ferramenta_sem_codigo' }]).map((f) => f.name)).not.toContain(
      'ferramenta_sem_codigo',
    );
  });

  it('keeps the default where the entry is blank or unusable, showing the admin what was stored', () => {
    const fallback = defaultOf('notificar_lojistas');
    const stored = [
      { name: 'notificar_lojistas', description: '   ', parameters: '{ isto não é JSON', active: 'no' },
    ];
    expect(mergedOf(stored, 'notificar_lojistas')).toMatchObject({
      description: fallback.description,
      parameters: '{ isto não é JSON',
      jsonSchema: JSON.parse(fallback.parameters),
      hasInvalidParameters: true,
      active: true,
    });
    for (const parameters of ['{"type":"string"}', '{"type":"object","properties":[]}', 5]) {
      const merged = mergedOf([{ name: 'notificar_lojistas', parameters }], 'notificar_lojistas');
      expect(merged.hasInvalidParameters).toBe(true);
      expect(merged.jsonSchema).toEqual(JSON.parse(fallback.parameters));
    }
  });

  it('reads parameters stored as an object (rows written by hand) and shows them as JSON text', () => {
    const schema = { type: 'object', properties: {} };
    expect(mergedOf([{ name: 'meus_dados', parameters: schema }], 'meus_dados')).toMatchObject({
      parameters: JSON.stringify(schema, null, 2),
      jsonSchema: schema,
      hasInvalidParameters: false,
    });
  });

  it('never hands out the defaults themselves: a change to one offer leaves the next intact', () => {
    const first = mergedOf(null, 'criar_desejo');
    (first.jsonSchema.properties as Record<string, unknown>).categoria = 'mudado';
    expect(mergedOf(null, 'criar_desejo').jsonSchema).toEqual(
      JSON.parse(defaultOf('criar_desejo').parameters),
    );
  });
});
