import { Router } from 'express';
import { z } from 'zod';
import {
  ativoSchema,
  cidadeInputSchema,
  cidadeListQuerySchema,
  estadoInputSchema,
  firstProblem,
  locationMessages,
} from '#domain/admin/location-schemas.ts';
import { AppError } from '#platform/http/app-error.ts';
import { fieldErrors } from '#platform/http/error-handler.ts';
import { db } from '#prisma/client.ts';
import {
  addCidade,
  addEstado,
  listCidadesAdmin,
  listEstadosAdmin,
  updateCidadeAtivo,
  updateEstadoAtivo,
} from './locations-service.ts';

// Gestão de Localização (spec 001 §2.2, §7) under /api/admin, behind requireAdmin: every state with
// its counts, a page of cities, the active switches and the two "Adicionar" forms.

/** A form body: 400 with the form's own first message ("Preencha todos os campos") and per field. */
function parseForm<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  throw new AppError('VALIDATION', {
    message: firstProblem(parsed.error).message,
    fields: fieldErrors(parsed.error),
  });
}

function idParam(value: string, notFound: string): number {
  const id = z.coerce.number().int().positive().max(2_147_483_647).safeParse(value);
  if (!id.success) throw new AppError('NOT_FOUND', { message: notFound });
  return id.data;
}

export function locationAdminRoutes(): Router {
  const router = Router();

  router.get('/localizacao/estados', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await listEstadosAdmin({ db }));
  });

  router.get('/localizacao/cidades', async (req, res) => {
    const query = cidadeListQuerySchema.parse(req.query);
    res.set('Cache-Control', 'no-store').json(await listCidadesAdmin({ db, query }));
  });

  router.post('/localizacao/estados', async (req, res) => {
    const { nome, sigla } = parseForm(estadoInputSchema, req.body);
    res.status(201).json(await addEstado({ db, nome, sigla }));
  });

  router.post('/localizacao/cidades', async (req, res) => {
    const { nome, estadoId } = parseForm(cidadeInputSchema, req.body);
    res.status(201).json(await addCidade({ db, nome, estadoId }));
  });

  router.patch('/localizacao/estados/:id', async (req, res) => {
    const id = idParam(req.params.id, locationMessages.estadoNaoEncontrado);
    const { ativo } = ativoSchema.parse(req.body);
    res.json(await updateEstadoAtivo({ db, id, ativo }));
  });

  router.patch('/localizacao/cidades/:id', async (req, res) => {
    const id = idParam(req.params.id, locationMessages.cidadeNaoEncontrada);
    const { ativo } = ativoSchema.parse(req.body);
    res.json(await updateCidadeAtivo({ db, id, ativo }));
  });

  return router;
}
