import { Router } from 'express';
import type { Env } from '#platform/config/env.ts';
import { db } from '#prisma/client.ts';
import { listPublicAssociations } from './associacoes-data.ts';

/** What the site needs at run time and may be public: no secret ever goes here. */
export function publicConfig(env: Env) {
  return {
    productName: env.PRODUCT_NAME,
    companyName: env.COMPANY_NAME,
    companyCnpj: env.COMPANY_CNPJ,
    supportWhatsapp: env.SUPPORT_WHATSAPP,
  };
}

export function publicRoutes(env: Env) {
  const router = Router();
  const body = publicConfig(env);
  router.get('/public/config', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(body);
  });
  // /parceiros, viewable without sign-in. A short cache: an admin's edit shows within a minute.
  router.get('/public/associacoes', async (_req, res) => {
    res.set('Cache-Control', 'public, max-age=60').json(await listPublicAssociations(db));
  });
  return router;
}
