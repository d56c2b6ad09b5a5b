import { describe, expect, it } from 'vitest';
import {
  agentConfigSchema,
  agentSaveFailure,
  botFunctionSchema,
  credentialsProblem,
  parametersProblem,
  TOOLS_MESSAGES,
} from './tools-schemas.ts';

describe('agentSaveFailure', () => {
  it("names the spec's failure after what the admin changed", () => {
    expect(agentSaveFailure(['system_prompt_lojista', 'model'])).toBe('Não foi possível salvar o prompt');
    expect(agentSaveFailure(['message_history_limit'])).toBe(
      'Não foi possível salvar as configurações de memória',
    );
    expect(agentSaveFailure(['model', 'message_history_limit'])).toBe(
      'Não foi possível salvar as configurações',
    );
    expect(agentSaveFailure([])).toBe('Não foi possível salvar as configurações');
  });
});

describe('parametersProblem', () => {
  it('accepts a JSON Schema object with properties', () => {
    expect(parametersProblem('{"type":"object","properties":{"a":{"type":"string"}}}')).toBeNull();
    expect(parametersProblem('{"type":"object","properties":{}}')).toBeNull();
  });

  it.each([
    ['', TOOLS_MESSAGES.jsonInvalido],
    ['{type: object}', TOOLS_MESSAGES.jsonInvalido],
    ['null', TOOLS_MESSAGES.jsonNaoObjeto],
    ['"object"', TOOLS_MESSAGES.jsonNaoObjeto],
    ['{"type":"array","properties":{}}', TOOLS_MESSAGES.jsonNaoObjeto],
    ['{"type":"object","properties":"a"}', TOOLS_MESSAGES.jsonSemPropriedades],
  ])('refuses %j', (text, message) => {
    expect(parametersProblem(text)).toBe(message);
    const parsed = botFunctionSchema.safeParse({ description: 'x', parameters: text, active: true });
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });
});

describe('agentConfigSchema', () => {
  const valid = {
    system_prompt: 'Cliente',
    system_prompt_lojista: 'Loja',
    model: 'google/gemini-2.5-flash',
    temperature: 0.30000000000000004,
    max_tokens: 1000,
    message_history_limit: 50,
  };

  it('keeps the temperature at one decimal', () => {
    expect(agentConfigSchema.parse(valid).temperature).toBe(0.3);
  });

  it('holds the spec ranges: memory 10 to 100 in steps of 5, tokens 100 to 4000, listed models', () => {
    expect(agentConfigSchema.safeParse({ ...valid, message_history_limit: 55 }).success).toBe(true);
    expect(agentConfigSchema.safeParse({ ...valid, message_history_limit: 53 }).success).toBe(false);
    expect(agentConfigSchema.safeParse({ ...valid, message_history_limit: 105 }).success).toBe(false);
    expect(agentConfigSchema.safeParse({ ...valid, max_tokens: 4001 }).success).toBe(false);
    expect(agentConfigSchema.safeParse({ ...valid, model: 'gpt-2' }).success).toBe(false);
    expect(agentConfigSchema.safeParse({ ...valid, system_prompt: '   ' }).success).toBe(false);
  });
});

describe('credentialsProblem', () => {
  it("asks for every field ('Preencha todos os campos'); a stored token counts", () => {
    expect(credentialsProblem({ accessToken: '', phoneNumberId: '123' }, false)).toBe(
      'Preencha todos os campos',
    );
    expect(credentialsProblem({ accessToken: 'EAAG', phoneNumberId: ' ' }, true)).toBe(
      'Preencha todos os campos',
    );
    expect(credentialsProblem({ accessToken: '', phoneNumberId: '123' }, true)).toBeNull();
    expect(credentialsProblem({ accessToken: 'EAAG', phoneNumberId: '123' }, false)).toBeNull();
  });
});
