import { Router } from 'express';
import {
  understandingMessages as M,
  marcaAmbiguaSchema,
  marcaInputSchema,
  marcaListQuerySchema,
  termoInputSchema,
  termoListQuerySchema,
} from '#domain/admin/understanding-schemas.ts';
import {
  firstIssueMessage,
  type ParseBodyOptions,
  parseBody,
  parseQuery,
  serialParam,
} from '#platform/http/parse-request.ts';
import { db } from '#prisma/client.ts';
import {
  addMarca,
  addTermo,
  listMarcas,
  listTermos,
  removeMarca,
  removeTermo,
  updateMarcaAmbigua,
} from './understanding-service.ts';

// "Entendimento do bot" under /api/admin (behind requireAdmin): the brand list and the terms of a
// subcategory that the guided bot reads to understand a wish.

/** The screen's 400s say the first problem, with every field's message. */
const firstProblem: ParseBodyOptions = {
  message: firstIssueMessage,
  treatMissingAsEmpty: true,
};

export function understandingAdminRoutes(): Router {
  const router = Router();

  router.get('/entendimento/marcas', async (req, res) => {
    const query = parseQuery(marcaListQuerySchema, req, firstProblem);
    res.set('Cache-Control', 'no-store').json(await listMarcas({ db, query }));
  });

  router.post('/entendimento/marcas', async (req, res) => {
    const { nome, ambigua } = parseBody(marcaInputSchema, req, firstProblem);
    res.status(201).json(await addMarca({ db, nome, ambigua }));
  });

  router.patch('/entendimento/marcas/:id', async (req, res) => {
    const id = serialParam(req.params.id, M.marcaNaoEncontrada);
    const { ambigua } = parseBody(marcaAmbiguaSchema, req, firstProblem);
    res.json(await updateMarcaAmbigua({ db, id, ambigua }));
  });

  router.delete('/entendimento/marcas/:id', async (req, res) => {
    await removeMarca({ db, id: serialParam(req.params.id, M.marcaNaoEncontrada) });
    res.status(204).end();
  });

  router.get('/entendimento/termos', async (req, res) => {
    const { subcategoriaId } = parseQuery(termoListQuerySchema, req, firstProblem);
    res.set('Cache-Control', 'no-store').json(await listTermos({ db, subcategoriaId }));
  });

  router.post('/entendimento/termos', async (req, res) => {
    const { subcategoriaId, termo } = parseBody(termoInputSchema, req, firstProblem);
    res.status(201).json(await addTermo({ db, subcategoriaId, termo }));
  });

  router.delete('/entendimento/termos/:id', async (req, res) => {
    await removeTermo({ db, id: serialParam(req.params.id, M.termoNaoEncontrado) });
    res.status(204).end();
  });

  return router;
}
