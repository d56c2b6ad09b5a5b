import { Router } from 'express';
import { z } from 'zod';
import {
  understandingMessages as M,
  marcaAmbiguaSchema,
  marcaInputSchema,
  marcaListQuerySchema,
  termoInputSchema,
  termoListQuerySchema,
} from '#domain/admin/understanding-schemas.ts';
import { AppError } from '#platform/http/app-error.ts';
import { fieldErrors } from '#platform/http/error-handler.ts';
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

/** A 400 whose message is the first problem, with every field's message. */
function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  throw new AppError('VALIDATION', {
    message: parsed.error.issues[0]?.message ?? 'Verifique os campos destacados.',
    fields: fieldErrors(parsed.error),
  });
}

function idParam(value: string, notFound: string): number {
  const id = z.coerce.number().int().positive().max(2_147_483_647).safeParse(value);
  if (!id.success) throw new AppError('NOT_FOUND', { message: notFound });
  return id.data;
}

export function understandingAdminRoutes(): Router {
  const router = Router();

  router.get('/entendimento/marcas', async (req, res) => {
    const query = parse(marcaListQuerySchema, req.query);
    res.set('Cache-Control', 'no-store').json(await listMarcas({ db, query }));
  });

  router.post('/entendimento/marcas', async (req, res) => {
    const { nome, ambigua } = parse(marcaInputSchema, req.body);
    res.status(201).json(await addMarca({ db, nome, ambigua }));
  });

  router.patch('/entendimento/marcas/:id', async (req, res) => {
    const id = idParam(req.params.id, M.marcaNaoEncontrada);
    const { ambigua } = parse(marcaAmbiguaSchema, req.body);
    res.json(await updateMarcaAmbigua({ db, id, ambigua }));
  });

  router.delete('/entendimento/marcas/:id', async (req, res) => {
    await removeMarca({ db, id: idParam(req.params.id, M.marcaNaoEncontrada) });
    res.status(204).end();
  });

  router.get('/entendimento/termos', async (req, res) => {
    const { subcategoriaId } = parse(termoListQuerySchema, req.query);
    res.set('Cache-Control', 'no-store').json(await listTermos({ db, subcategoriaId }));
  });

  router.post('/entendimento/termos', async (req, res) => {
    const { subcategoriaId, termo } = parse(termoInputSchema, req.body);
    res.status(201).json(await addTermo({ db, subcategoriaId, termo }));
  });

  router.delete('/entendimento/termos/:id', async (req, res) => {
    await removeTermo({ db, id: idParam(req.params.id, M.termoNaoEncontrado) });
    res.status(204).end();
  });

  return router;
}
