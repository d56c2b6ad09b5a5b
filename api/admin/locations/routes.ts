import { Router } from 'express';
import {
  ativoSchema,
  cidadeInputSchema,
  cidadeListQuerySchema,
  estadoInputSchema,
  firstProblem,
  locationMessages,
} from '#domain/admin/location-schemas.ts';
import { type ParseBodyOptions, parseBody, parseQuery, serialParam } from '#platform/http/parse-request.ts';
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

/** A form's 400 says the form's own first message ("Preencha todos os campos"), with per field. */
const formProblem: ParseBodyOptions = {
  message: ({ error }) => firstProblem(error).message,
  treatMissingAsEmpty: true,
};

export function locationAdminRoutes(): Router {
  const router = Router();

  router.get('/localizacao/estados', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await listEstadosAdmin({ db }));
  });

  router.get('/localizacao/cidades', async (req, res) => {
    const query = parseQuery(cidadeListQuerySchema, req);
    res.set('Cache-Control', 'no-store').json(await listCidadesAdmin({ db, query }));
  });

  router.post('/localizacao/estados', async (req, res) => {
    const { nome, sigla } = parseBody(estadoInputSchema, req, formProblem);
    res.status(201).json(await addEstado({ db, nome, sigla }));
  });

  router.post('/localizacao/cidades', async (req, res) => {
    const { nome, estadoId } = parseBody(cidadeInputSchema, req, formProblem);
    res.status(201).json(await addCidade({ db, nome, estadoId }));
  });

  router.patch('/localizacao/estados/:id', async (req, res) => {
    const id = serialParam(req.params.id, locationMessages.estadoNaoEncontrado);
    const { ativo } = parseBody(ativoSchema, req);
    res.json(await updateEstadoAtivo({ db, id, ativo }));
  });

  router.patch('/localizacao/cidades/:id', async (req, res) => {
    const id = serialParam(req.params.id, locationMessages.cidadeNaoEncontrada);
    const { ativo } = parseBody(ativoSchema, req);
    res.json(await updateCidadeAtivo({ db, id, ativo }));
  });

  return router;
}
