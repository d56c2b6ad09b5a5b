import { Router } from 'express';
import { sessionUser } from '#api/auth/guards.ts';
import type { RouteDeps } from '#api/route-deps.ts';
import {
  ADMIN_TEMPLATE_KEYS,
  adminReplySchema,
  adminTemplateSchema,
  HUMAN_MODE_MESSAGES,
} from '#domain/atendimento/human-mode.ts';
import { AppError } from '#platform/http/app-error.ts';
import { parseBody, uuidParam } from '#platform/http/parse-request.ts';
import { photoBytesOf, readPhotoBody } from '#platform/http/photo-upload.ts';
import { db } from '#prisma/client.ts';
import { TEMPLATE_VARIABLES } from '#prompts/templates.ts';
import { sendAdminReply, sendAdminTemplate } from './admin-reply.ts';
import { readHumanModeState, returnToBot, takeConversation } from './human-mode.ts';
import { storeReplyPhoto } from './reply-photo.ts';

// Human takeover in /gestao (issue 21), under /api/admin behind requireAdmin: take the conversation,
// give it back to the bot, answer as a person (text and a photo inside the window, a template
// outside it).

const conversationId = (raw: unknown) => uuidParam(raw, HUMAN_MODE_MESSAGES.conversaNaoEncontrada);

function authorOf(res: Parameters<typeof sessionUser>[0]) {
  const user = sessionUser(res);
  return { id: user.id, name: user.name?.trim() || user.email };
}

export function humanModeAdminRoutes(deps: Pick<RouteDeps, 'env'>): Router {
  const router = Router();
  router.use('/conversations/:id/atendimento', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get('/conversations/:id/atendimento', async (req, res) => {
    const state = await readHumanModeState({
      db,
      conversationId: conversationId(req.params.id),
      now: new Date(),
    });
    if (!state) throw new AppError('NOT_FOUND', { message: HUMAN_MODE_MESSAGES.conversaNaoEncontrada });
    res.json(state);
  });

  // The approved templates an admin may send outside the window, with the variables each takes.
  router.get('/conversations/atendimento/templates', (_req, res) => {
    res.json({
      templates: ADMIN_TEMPLATE_KEYS.map((nome) => ({ nome, variaveis: TEMPLATE_VARIABLES[nome] })),
    });
  });

  // The reply box's photo (JPG, PNG or WebP up to 5 MB, read from the bytes), uploaded before the
  // reply names it; the error map answers 400/413 with the dashboard's own messages.
  router.post('/conversations/atendimento/fotos', readPhotoBody(), async (req, res) => {
    res.status(201).json(await storeReplyPhoto({ env: deps.env, bytes: photoBytesOf(req.body) }));
  });

  router.post('/conversations/:id/atendimento/assumir', async (req, res) => {
    await takeConversation({ db, conversationId: conversationId(req.params.id), now: new Date() });
    res.json({ message: HUMAN_MODE_MESSAGES.assumida });
  });

  router.post('/conversations/:id/atendimento/devolver', async (req, res) => {
    await returnToBot({ db, conversationId: conversationId(req.params.id) });
    res.json({ message: HUMAN_MODE_MESSAGES.devolvida });
  });

  router.post('/conversations/:id/atendimento/mensagens', async (req, res) => {
    const id = conversationId(req.params.id);
    const input = parseBody(adminReplySchema, req);
    const sent = await sendAdminReply({
      db,
      env: deps.env,
      conversationId: id,
      admin: authorOf(res),
      input,
      now: new Date(),
    });
    res.status(201).json({ message: HUMAN_MODE_MESSAGES.enviada, ...sent });
  });

  router.post('/conversations/:id/atendimento/template', async (req, res) => {
    const id = conversationId(req.params.id);
    const input = parseBody(adminTemplateSchema, req);
    const sent = await sendAdminTemplate({
      db,
      conversationId: id,
      admin: authorOf(res),
      input,
      now: new Date(),
    });
    res.status(201).json({ message: HUMAN_MODE_MESSAGES.enviada, ...sent });
  });
  return router;
}
