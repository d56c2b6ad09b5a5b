import { Router } from 'express';
import { z } from 'zod';
import { sessionUser } from '#api/auth/guards.ts';
import { agentConfigSchema, type ToolsSaved } from '#domain/admin/tools-schemas.ts';
import type { Env } from '#platform/config/env.ts';
import { parseBody, parseValue } from '#platform/http/parse-request.ts';
import { db } from '#prisma/client.ts';
import { searchPlaygroundShops } from './bot-settings-data.ts';
import {
  readToolsConfig,
  saveAgentConfig,
  saveBotFunction,
  saveTemplates,
  saveWhatsappCredentials,
} from './bot-settings-service.ts';

// Admin API of /gestao/ferramentas (spec 001 §2.4); handed to the admin router by the composition
// root (server/routes.ts), so it is mounted under /api/admin, behind requireAdmin. Every save
// records the admin's e-mail in bot_config.updated_by.

export const TOOLS_ROUTE_MESSAGES = {
  agente: 'Configuração do agente salva. Vale a partir da próxima mensagem.',
  funcao: 'Função salva.',
  credenciais: 'Credenciais do WhatsApp salvas.',
  templates: 'Templates salvos.',
} as const;

const buscaSchema = z.string().trim().max(100).catch('');

export function botSettingsRoutes(deps: { env: Env }): Router {
  const router = Router();

  router.get('/tools', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await readToolsConfig({ db, env: deps.env }));
  });

  router.put('/tools/agent', async (req, res) => {
    const values = parseBody(agentConfigSchema, req);
    await saveAgentConfig({ db, values, updatedBy: sessionUser(res).email });
    res.json({ message: TOOLS_ROUTE_MESSAGES.agente, agent: values } satisfies ToolsSaved['agent']);
  });

  router.put('/tools/functions/:name', async (req, res) => {
    const saved = await saveBotFunction({
      db,
      name: String(req.params.name),
      input: req.body,
      updatedBy: sessionUser(res).email,
    });
    res.json({ message: TOOLS_ROUTE_MESSAGES.funcao, function: saved } satisfies ToolsSaved['function']);
  });

  router.put('/tools/whatsapp', async (req, res) => {
    const whatsapp = await saveWhatsappCredentials({
      db,
      env: deps.env,
      input: req.body,
      updatedBy: sessionUser(res).email,
    });
    res.json({ message: TOOLS_ROUTE_MESSAGES.credenciais, whatsapp } satisfies ToolsSaved['whatsapp']);
  });

  router.put('/tools/templates', async (req, res) => {
    await saveTemplates({ db, input: req.body, updatedBy: sessionUser(res).email });
    res.json({ message: TOOLS_ROUTE_MESSAGES.templates } satisfies ToolsSaved['templates']);
  });

  router.get('/tools/playground-shops', async (req, res) => {
    const shops = await searchPlaygroundShops(db, parseValue(buscaSchema, req.query.busca));
    res.set('Cache-Control', 'no-store').json({ shops });
  });

  return router;
}
