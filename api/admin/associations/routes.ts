import express, { Router } from 'express';
import type { RouteDeps } from '#api/route-deps.ts';
import {
  associateSchema,
  associateUpdateSchema,
  associationSchema,
} from '#domain/admin/association-schemas.ts';
import { parseBody, uuidParam } from '#platform/http/parse-request.ts';
import { db } from '#prisma/client.ts';
import {
  addMember,
  createAssociation,
  editAssociation,
  editMember,
  importMembers,
  listAssociationsWithCounts,
  listMembers,
  removeAssociation,
  removeMember,
  requireAssociation,
} from './associations-service.ts';
import { readLogoBody, storePartnerLogo } from './partner-logo-storage.ts';

// Gestão de Parceiros (spec 001 §2.2, §7): partner associations and their members. A shop whose
// CNPJ is an active member gets the free associate plan at registration. Mounted under
// /api/admin, behind requireAdmin. /associacoes/logo comes before /associacoes/:id.

const associacaoId = (value: unknown) => uuidParam(value, 'Associação não encontrada.');
const associadoId = (value: unknown) => uuidParam(value, 'Associado não encontrado.');

export function associationRoutes(deps: Pick<RouteDeps, 'env' | 'logger'>): Router {
  const router = Router();

  router.get('/associacoes', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ associacoes: await listAssociationsWithCounts({ db }) });
  });

  router.post('/associacoes', async (req, res) => {
    res.status(201).json(await createAssociation({ db, data: parseBody(associationSchema, req) }));
  });

  // The logo file itself as the body (any declared type: its first bytes decide); answers its URL.
  router.post('/associacoes/logo', readLogoBody(), async (req, res) => {
    const bytes = Buffer.isBuffer(req.body) ? req.body : new Uint8Array();
    res.status(201).json(await storePartnerLogo({ env: deps.env, logger: deps.logger, bytes }));
  });

  router.put('/associacoes/:id', async (req, res) => {
    const id = associacaoId(req.params.id);
    res.json(await editAssociation({ db, id, data: parseBody(associationSchema, req) }));
  });

  router.delete('/associacoes/:id', async (req, res) => {
    await removeAssociation({ db, id: associacaoId(req.params.id) });
    res.status(204).end();
  });

  router.get('/associacoes/:id/associados', async (req, res) => {
    const associados = await listMembers({ db, associacaoId: associacaoId(req.params.id) });
    res.set('Cache-Control', 'no-store').json({ associados });
  });

  router.post('/associacoes/:id/associados', async (req, res) => {
    const id = associacaoId(req.params.id);
    await requireAssociation({ db, id }); // 404 for a wrong address before the form's checks
    res.status(201).json(await addMember({ db, associacaoId: id, data: parseBody(associateSchema, req) }));
  });

  // The CSV file's text as the body (text/csv); the answer says how many members it upserted.
  router.post(
    '/associacoes/:id/associados/importar',
    express.text({ type: () => true, limit: '5mb' }),
    async (req, res) => {
      const id = associacaoId(req.params.id);
      const csv = typeof req.body === 'string' ? req.body : '';
      res.json(await importMembers({ db, associacaoId: id, csv }));
    },
  );

  router.patch('/associacoes/:id/associados/:associadoId', async (req, res) => {
    const associacao = associacaoId(req.params.id);
    const id = associadoId(req.params.associadoId);
    const data = parseBody(associateUpdateSchema, req);
    res.json(await editMember({ db, associacaoId: associacao, id, data }));
  });

  router.delete('/associacoes/:id/associados/:associadoId', async (req, res) => {
    const associacao = associacaoId(req.params.id);
    await removeMember({ db, associacaoId: associacao, id: associadoId(req.params.associadoId) });
    res.status(204).end();
  });

  return router;
}
