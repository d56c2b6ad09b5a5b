import { randomInt } from 'node:crypto';
import { Router } from 'express';
import { rateLimitPerAddress } from '#api/cep/rate-limit.ts';
import type { RouteDeps } from '#api/route-deps.ts';
import { quickRegistrationSchema } from '#domain/lojistas/shop-profile.ts';
import { resolveAuthSecret } from '#platform/config/secrets.ts';
import { parseBody } from '#platform/http/parse-request.ts';
import { db } from '#prisma/client.ts';
import { registerQuickLojista } from './quick-registration.ts';
import { resendCredentials } from './resend-credentials.ts';
import { signResendToken } from './resend-token.ts';
import { resendCredentialsSchema } from './schema.ts';

// /parceiros/cadastro-rapido is public (partners at events have no account), so it is rate
// limited per address and every answer that carries a temporary password is marked no-store.

const tooMany = 'Muitos cadastros a partir deste endereço. Tente novamente mais tarde.';

/** The registration's 201 answer, which the site's success screen reads (its type comes from here). */
export function registrationAnswer(
  result: Awaited<ReturnType<typeof registerQuickLojista>>,
  reenvioToken: string,
) {
  return {
    lojistaId: result.lojista.id,
    nomeLoja: result.lojista.nome_loja,
    email: result.lojista.email,
    // Shown once on the success screen; only its hash is stored.
    senhaTemporaria: result.senhaTemporaria,
    plano: result.plano,
    credenciais: result.credenciais,
    reenvioToken,
  };
}

export function parceirosRoutes(deps: RouteDeps): Router {
  const router = Router();
  const secret = resolveAuthSecret(deps.env);
  const registrationLimit = rateLimitPerAddress({ limit: 20, windowMs: 60 * 60 * 1000, message: tooMany });
  const resendLimit = rateLimitPerAddress({ limit: 20, windowMs: 60 * 60 * 1000, message: tooMany });

  router.post('/parceiros/cadastro-rapido', registrationLimit, async (req, res) => {
    const form = parseBody(quickRegistrationSchema, req);
    const result = await registerQuickLojista({ ...deps, db, form, randomInt });
    const reenvioToken = signResendToken({ secret, lojistaId: result.lojista.id });
    res.status(201).set('Cache-Control', 'no-store').json(registrationAnswer(result, reenvioToken));
  });

  router.post('/parceiros/cadastro-rapido/:lojistaId/reenviar', resendLimit, async (req, res) => {
    const body = parseBody(resendCredentialsSchema, req);
    const result = await resendCredentials({
      ...deps,
      db,
      secret,
      lojistaId: String(req.params.lojistaId),
      token: body.token,
      canal: body.canal,
      randomInt,
    });
    res.set('Cache-Control', 'no-store').json(result);
  });

  return router;
}
