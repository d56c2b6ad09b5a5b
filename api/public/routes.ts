import { Router } from 'express';
import type { Env } from '../config/env.ts';

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
  return router;
}
