import { Router } from 'express';
import type { Env } from '#platform/config/env.ts';
import type { Logger } from '#platform/logger.ts';
import { createLruCache } from './lru-cache.ts';
import { rateLimitPerAddress } from './rate-limit.ts';
import { type CepCache, lookupCep } from './service.ts';
import { createViaCepClient } from './viacep-client.ts';

// A form fills the address from the CEP: ask ViaCEP from the server (one place for the timeout,
// the cache and the error messages) and keep the browser's connect-src to our own origin.
const timeoutMs = 3_000;

export function cepRoutes(deps: { env: Pick<Env, 'VIACEP_URL'>; logger: Logger }): Router {
  const router = Router();
  const client = createViaCepClient({ baseUrl: deps.env.VIACEP_URL, timeoutMs });
  const cache: CepCache = createLruCache({ maxEntries: 1000, ttlMs: 60 * 60 * 1000 });
  const limit = rateLimitPerAddress({
    limit: 60,
    windowMs: 60 * 1000,
    message: 'Muitas buscas de CEP. Aguarde um minuto e tente novamente.',
  });

  router.get('/cep/:cep', limit, async (req, res) => {
    const address = await lookupCep({ cep: String(req.params.cep), client, cache, logger: deps.logger });
    res.set('Cache-Control', 'public, max-age=3600').json(address);
  });
  return router;
}
