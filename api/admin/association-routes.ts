import { Router } from 'express';
import { z } from 'zod';
import { associateSchema, associationSchema } from '#domain/admin/association-schemas.ts';
import { db } from '#prisma/client.ts';
import { AppError } from '../http/app-error.ts';
import { associationExists, insertAssociation, upsertAssociate } from './associations-data.ts';

// Partner associations and their members: a shop whose CNPJ is an active member gets the free
// associate plan at registration. Mounted under /api/admin, behind requireAdmin.

export function associationRoutes(): Router {
  const router = Router();

  router.post('/associacoes', async (req, res) => {
    res.status(201).json(await insertAssociation(db, associationSchema.parse(req.body)));
  });

  router.post('/associacoes/:id/associados', async (req, res) => {
    const id = z.uuid().safeParse(req.params.id);
    if (!id.success || !(await associationExists(db, id.data))) {
      throw new AppError('NOT_FOUND', { message: 'Associação não encontrada.' });
    }
    res.status(201).json(await upsertAssociate(db, id.data, associateSchema.parse(req.body)));
  });

  return router;
}
