import { Router } from 'express';
import { AppError } from '#platform/http/app-error.ts';
import { uuidParam } from '#platform/http/parse-request.ts';
import { db } from '#prisma/client.ts';
import { deleteConversation } from './conversations-data.ts';

// 'Limpar conversa' (spec 001 §2.2): the thread and the conversation go, and with them the agent's
// memory — its history is the stored messages and the guided fallback's state lives on the
// conversation row —, so the next message starts afresh.

export const CONVERSATION_MESSAGES = {
  naoEncontrada: 'Conversa não encontrada.',
  limpa: 'Conversa limpa - Histórico removido com sucesso',
} as const;

export function conversationRoutes(): Router {
  const router = Router();
  router.delete('/conversations/:id', async (req, res) => {
    const id = uuidParam(req.params.id, CONVERSATION_MESSAGES.naoEncontrada);
    if (!(await deleteConversation(db, id))) {
      throw new AppError('NOT_FOUND', { message: CONVERSATION_MESSAGES.naoEncontrada });
    }
    res.json({ message: CONVERSATION_MESSAGES.limpa });
  });
  return router;
}
