import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import { receiveInbound } from '#bot/inbound/receive.ts';
import {
  type SimulatorSent,
  type SimulatorThread,
  simulatorMessageSchema,
  simulatorThreadQuerySchema,
} from '#domain/admin/simulator-schemas.ts';
import { parseBody, parseQuery, parseValue } from '#platform/http/parse-request.ts';
import { db } from '#prisma/client.ts';
import { listConversations, readThread } from './simulator-data.ts';

// The simulator transport's door (issue 5): an admin writes as any phone, the message goes
// through the same pipeline as the Cloud API's, and any phone's thread shows what the bot sent.
// Mounted under /api/admin, so requireAdmin runs first.

const limitSchema = z.coerce.number().int().min(1).max(200).default(50);

export function simulatorRoutes(): Router {
  const router = Router();

  router.post('/simulator/messages', async (req, res) => {
    const { telefone, texto, nome, resposta_id, playground } = parseBody(simulatorMessageSchema, req);
    // A tap arrives as WhatsApp sends one: an interactive reply carrying the option's id.
    const received = await receiveInbound({
      waMessageId: `sim.${randomUUID()}`,
      from: telefone,
      contactName: nome,
      timestamp: new Date(),
      ...(resposta_id
        ? { type: 'interactive', mediaType: 'interactive', replyId: resposta_id }
        : { type: 'text' }),
      text: texto,
      transport: 'simulator',
      isTest: playground === true,
    });
    res.status(202).json({
      messageId: received.messageId,
      conversationId: received.conversationId,
    } satisfies SimulatorSent);
  });

  router.get('/simulator/messages', async (req, res) => {
    const { telefone } = parseQuery(simulatorThreadQuerySchema, req);
    // A phone without a conversation yet has an empty thread (a poller waits, it is no error).
    const thread = await readThread(db, telefone);
    res.set('Cache-Control', 'no-store').json({
      telefone,
      conversationId: thread?.conversationId ?? null,
      messages: thread?.messages ?? [],
    } satisfies SimulatorThread);
  });

  router.get('/simulator/conversations', async (req, res) => {
    const limit = parseValue(limitSchema, req.query.limit);
    res.set('Cache-Control', 'no-store').json({ conversations: await listConversations(db, limit) });
  });

  return router;
}
