// /gestao/ferramentas (spec 001 §2.4, §3, §9): the model list, ranges, messages and the checks that
// need no zod, shared by the API and the page, which renders its forms with these and loads the
// schemas (tools-schemas.ts) only to validate. The model list and the ranges are also what
// bot_config's ai_settings schema clamps to (domain/bot-config/agent.ts).

export const AI_MODEL_OPTIONS = [
  { id: 'google/gemini-2.5-flash', label: 'Gemini 2.5 Flash', recommended: true },
  { id: 'google/gemini-2.5-pro', label: 'Gemini 2.5 Pro', recommended: false },
  { id: 'google/gemini-2.5-flash-lite', label: 'Gemini 2.5 Flash Lite', recommended: false },
  { id: 'openai/gpt-5', label: 'GPT-5', recommended: false },
  { id: 'openai/gpt-5-mini', label: 'GPT-5 Mini', recommended: false },
  { id: 'openai/gpt-5-nano', label: 'GPT-5 Nano', recommended: false },
  { id: 'openai/gpt-4.1', label: 'GPT-4.1', recommended: false },
  { id: 'openai/o3', label: 'O3', recommended: false },
  { id: 'openai/o4-mini', label: 'O4 Mini', recommended: false },
] as const;

export const AI_RANGES = {
  temperature: { min: 0, max: 1, step: 0.1 },
  max_tokens: { min: 100, max: 4000, step: 1 },
  message_history_limit: { min: 10, max: 100, step: 5 },
} as const;

export const TOOLS_MESSAGES = {
  promptObrigatorio: 'O prompt do sistema não pode ficar vazio',
  promptLongo: 'O prompt deve ter no máximo 20.000 caracteres',
  modelo: 'Escolha um dos modelos da lista',
  temperatura: 'A temperatura deve estar entre 0 e 1',
  maxTokens: 'O máximo de tokens deve estar entre 100 e 4000',
  memoria: 'A memória deve estar entre 10 e 100 mensagens, de 5 em 5',
  descricaoObrigatoria: 'A descrição da função não pode ficar vazia',
  descricaoLonga: 'A descrição deve ter no máximo 2.000 caracteres',
  jsonInvalido: 'Os parâmetros não são um JSON válido',
  jsonNaoObjeto: 'Os parâmetros devem ser um JSON Schema com "type": "object"',
  jsonSemPropriedades: 'Os parâmetros devem ter "properties" como um objeto',
  camposIncompletos: 'Preencha todos os campos',
  templateObrigatorio: 'O texto do template não pode ficar vazio',
  templateLongo: 'O template deve ter no máximo 1.024 caracteres',
  modeloTranscricao: 'Informe o modelo de transcrição (até 100 caracteres)',
} as const;

/** The tools page's save failures (spec 001 §8 Tools), one per part of the bot's settings. */
export const TOOLS_SAVE_FAILURES = {
  prompt: 'Não foi possível salvar o prompt',
  funcoes: 'Não foi possível salvar as funções',
  configuracoes: 'Não foi possível salvar as configurações',
  memoria: 'Não foi possível salvar as configurações de memória',
} as const;

/**
 * The agent form saves prompts, model and memory in one request, where the spec had a save for
 * each: a failure is named after what the admin changed, the prompts first.
 */
export function agentSaveFailure(changed: readonly string[]): string {
  if (changed.some((field) => field.startsWith('system_prompt'))) return TOOLS_SAVE_FAILURES.prompt;
  if (changed.length > 0 && changed.every((field) => field === 'message_history_limit')) {
    return TOOLS_SAVE_FAILURES.memoria;
  }
  return TOOLS_SAVE_FAILURES.configuracoes;
}

/** The reason `text` is not a usable parameter schema (JSON, type object, properties an object), or null. */
export function parametersProblem(text: string): string | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return TOOLS_MESSAGES.jsonInvalido;
  }
  const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isObject(value) || (value as { type?: unknown }).type !== 'object')
    return TOOLS_MESSAGES.jsonNaoObjeto;
  if (!isObject((value as { properties?: unknown }).properties)) return TOOLS_MESSAGES.jsonSemPropriedades;
  return null;
}

/** 'Preencha todos os campos' unless both fields are set (a blank token counts when one is stored). */
export function credentialsProblem(
  value: { accessToken: string; phoneNumberId: string },
  hasStoredToken: boolean,
): string | null {
  const hasToken = value.accessToken.trim() !== '' || hasStoredToken;
  return hasToken && value.phoneNumberId.trim() !== '' ? null : TOOLS_MESSAGES.camposIncompletos;
}
