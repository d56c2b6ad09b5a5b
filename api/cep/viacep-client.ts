import { z } from 'zod';

// The public ViaCEP service (https://viacep.com.br/ws/{cep}/json/). Only the fields the forms
// fill are read. A missing CEP comes back as 200 with {"erro": true} (older answers: "true").

export type CepAddress = { cep: string; logradouro: string; bairro: string; cidade: string; estado: string };

/** `null`: ViaCEP does not know the CEP. Throws ViaCepUnavailableError when it cannot answer. */
export type ViaCepClient = { lookup(cep: string): Promise<CepAddress | null> };

export class ViaCepUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ViaCepUnavailableError';
  }
}

const notFoundSchema = z.object({ erro: z.union([z.literal(true), z.literal('true')]) });

const addressSchema = z.object({
  cep: z.string(),
  logradouro: z.string().default(''),
  bairro: z.string().default(''),
  localidade: z.string(),
  uf: z.string().length(2),
});

export function createViaCepClient(options: { baseUrl: string; timeoutMs: number }): ViaCepClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    async lookup(cep) {
      let response: Response;
      try {
        response = await fetch(`${base}/ws/${cep}/json/`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new ViaCepUnavailableError('ViaCEP não respondeu', { cause: error });
      }
      if (!response.ok) throw new ViaCepUnavailableError(`ViaCEP respondeu ${response.status}`);
      const body: unknown = await response.json().catch(() => undefined);
      if (notFoundSchema.safeParse(body).success) return null;
      const parsed = addressSchema.safeParse(body);
      if (!parsed.success) throw new ViaCepUnavailableError('resposta inesperada do ViaCEP');
      const { logradouro, bairro, localidade, uf } = parsed.data;
      return { cep, logradouro, bairro, cidade: localidade, estado: uf.toUpperCase() };
    },
  };
}
