import { AppError } from '#platform/http/app-error.ts';
import type { Logger } from '#platform/logger.ts';
import type { LruCache } from './lru-cache.ts';
import { type CepAddress, type ViaCepClient, ViaCepUnavailableError } from './viacep-client.ts';

export const cepMessages = {
  invalid: 'CEP inválido para busca',
  notFound: 'CEP não encontrado',
  failed: 'Erro ao buscar CEP',
} as const;

/** Known and unknown CEPs are cached alike; upstream failures never are. */
export type CepCache = LruCache<CepAddress | null>;

export async function lookupCep(options: {
  cep: string;
  client: ViaCepClient;
  cache: CepCache;
  logger: Logger;
}): Promise<CepAddress> {
  const digits = options.cep.replace(/\D/g, '');
  // Masked input ("01001-000") is accepted; anything else that is not 8 digits is not a CEP.
  if (!/^[\d.\-\s]+$/.test(options.cep) || digits.length !== 8) {
    throw new AppError('BAD_REQUEST', { message: cepMessages.invalid });
  }
  let address = options.cache.get(digits);
  if (address === undefined) {
    try {
      address = await options.client.lookup(digits);
    } catch (error) {
      if (!(error instanceof ViaCepUnavailableError)) throw error;
      options.logger.warn({ err: error }, 'consulta ao ViaCEP falhou');
      throw new AppError('UNAVAILABLE', { message: cepMessages.failed, cause: error });
    }
    options.cache.set(digits, address);
  }
  if (!address) throw new AppError('NOT_FOUND', { message: cepMessages.notFound });
  return address;
}
