import { Router } from 'express';
import type { RouteDeps } from '#api/route-deps.ts';
import { AppError } from '#platform/http/app-error.ts';
import { uuidParam } from '#platform/http/parse-request.ts';
import { sendPrivateMedia } from '#platform/http/send-private-media.ts';
import { readMedia } from '#platform/storage/media-store.ts';
import { db } from '#prisma/client.ts';
import { deleteConversation, findStoredFileKey } from './conversations-data.ts';

// 'Limpar conversa' (spec 001 §2.2): the thread and the conversation go, and with them the agent's
// memory — its history is the stored messages and the guided fallback's state lives on the
// conversation row —, so the next message starts afresh.

export const CONVERSATION_MESSAGES = {
  naoEncontrada: 'Conversa não encontrada.',
  limpa: 'Conversa limpa - Histórico removido com sucesso',
  midiaNaoEncontrada: 'Arquivo não encontrado.',
} as const;

export function conversationRoutes(deps: Pick<RouteDeps, 'env'>): Router {
  const router = Router();
  router.delete('/conversations/:id', async (req, res) => {
    const id = uuidParam(req.params.id, CONVERSATION_MESSAGES.naoEncontrada);
    if (!(await deleteConversation(db, id))) {
      throw new AppError('NOT_FOUND', { message: CONVERSATION_MESSAGES.naoEncontrada });
    }
    res.json({ message: CONVERSATION_MESSAGES.limpa });
  });
  // A received photo or document, for the conversation viewer: the files are private, so they are
  // served only here, to admins, never from a public URL.
  router.get('/conversations/:id/midia/:messageId', async (req, res) => {
    const id = uuidParam(req.params.id, CONVERSATION_MESSAGES.midiaNaoEncontrada);
    const messageId = uuidParam(req.params.messageId, CONVERSATION_MESSAGES.midiaNaoEncontrada);
    const key = await findStoredFileKey(db, id, messageId);
    const media = key ? await readMedia({ env: deps.env, key }) : null;
    if (!media) throw new AppError('NOT_FOUND', { message: CONVERSATION_MESSAGES.midiaNaoEncontrada });
    // Photos show in the page; anything else (a PDF) downloads under a name of ours.
    const extension = key?.split('.').pop() ?? 'bin';
    sendPrivateMedia(
      res,
      media,
      media.mimeType.startsWith('image/') ? {} : { downloadAs: `documento.${extension}` },
    );
  });
  return router;
}
