import { describe, expect, it } from 'vitest';
import {
  cidadeInputSchema,
  cidadeListQuerySchema,
  estadoInputSchema,
  firstProblem,
  locationMessages,
} from './location-schemas.ts';

describe('estadoInputSchema', () => {
  it('trims the name and stores the sigla upper case', () => {
    expect(estadoInputSchema.parse({ nome: ' Paraíba ', sigla: ' pb ' })).toEqual({
      nome: 'Paraíba',
      sigla: 'PB',
    });
  });

  it("says 'Preencha todos os campos' for a missing or blank field before any other problem", () => {
    for (const values of [{}, { nome: 'X' }, { sigla: 'Q' }, { nome: '  ', sigla: 'QX' }]) {
      const result = estadoInputSchema.safeParse(values);
      expect(result.success).toBe(false);
      if (!result.success)
        expect(firstProblem(result.error)).toEqual({
          message: locationMessages.incomplete,
          isIncomplete: true,
        });
    }
  });

  it('refuses a sigla that is not two letters', () => {
    for (const sigla of ['P', 'PBA', 'P1', 'PÁ']) {
      const result = estadoInputSchema.safeParse({ nome: 'Paraíba', sigla });
      expect(result.success, sigla).toBe(false);
      if (!result.success) expect(firstProblem(result.error).message).toBe(locationMessages.siglaInvalida);
    }
  });
});

describe('cidadeInputSchema', () => {
  it('needs a name and a state id', () => {
    expect(cidadeInputSchema.parse({ nome: ' Campina Grande ', estadoId: 15 })).toEqual({
      nome: 'Campina Grande',
      estadoId: 15,
    });
    for (const values of [{ nome: 'Campina Grande' }, { estadoId: 15 }, { nome: 'X', estadoId: 0 }]) {
      const result = cidadeInputSchema.safeParse(values);
      expect(result.success).toBe(false);
      if (!result.success) expect(firstProblem(result.error).isIncomplete).toBe(true);
    }
  });
});

describe('cidadeListQuerySchema', () => {
  it('folds the search like nome_normalizado and drops LIKE wildcards', () => {
    expect(cidadeListQuerySchema.parse({ busca: '  SÃO  José%_ ' })).toEqual({ busca: 'sao jose' });
    expect(cidadeListQuerySchema.parse({ busca: "Pau d'Arco" }).busca).toBe("pau d'arco");
    expect(cidadeListQuerySchema.parse({ busca: 'campina % grande' }).busca).toBe('campina grande');
  });

  it("reads '' and 'todos' as no filter and upper-cases the state", () => {
    expect(cidadeListQuerySchema.parse({ estado: '', status: 'todos' })).toEqual({});
    expect(cidadeListQuerySchema.parse({ estado: 'pb', status: 'ativas' })).toEqual({
      estado: 'PB',
      status: 'ativas',
    });
    expect(cidadeListQuerySchema.safeParse({ estado: 'PBX' }).success).toBe(false);
    expect(cidadeListQuerySchema.safeParse({ status: 'talvez' }).success).toBe(false);
  });
});
