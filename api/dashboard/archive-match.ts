import type { Archive } from '#domain/ofertas/archive-schema.ts';
import { ARQUIVO_MESSAGES as M } from '#domain/ofertas/messages.ts';
import { AppError } from '#platform/http/app-error.ts';
import type { Db } from '#prisma/client.ts';
import { insertDesistenciaAndArchive, lockShopMatch, setMatchStatus } from './matches-data.ts';
import { matchNotFound } from './own-shop.ts';

// 'Não tenho interesse' / 'Arquivar' and 'Retomar Oferta' (spec 000 §4 Archive, Retomar Oferta).

const archivable = new Set(['pendente', 'ativo', 'com_oferta']);

export async function archiveMatch(options: {
  db: Db;
  lojistaId: string;
  matchId: string;
  archive: Archive;
}) {
  const { db, lojistaId, matchId, archive } = options;
  const desistencia = await db.$transaction(async (tx) => {
    const match = await lockShopMatch(tx, lojistaId, matchId);
    if (!match) throw matchNotFound();
    if (!archivable.has(match.status)) throw new AppError('CONFLICT', { message: M.naoArquivavel });
    return insertDesistenciaAndArchive(tx, {
      matchId,
      lojistaId,
      motivo: archive.motivo,
      observacoes: archive.observacoes ?? null,
    });
  });
  return { message: M.arquivada, detalhe: M.arquivadaDetalhe, status: 'arquivado' as const, desistencia };
}

/**
 * Back to the active list: pendente (Novas), or com_oferta (Enviadas) when the shop had already
 * made an offer, so the match never drops out of every tab. A wish that is closed or expired
 * cannot take it back: the spec's warning, 409 WISH_GONE.
 */
export async function restoreMatch(options: { db: Db; lojistaId: string; matchId: string; now?: Date }) {
  const { db, lojistaId, matchId } = options;
  const now = options.now ?? new Date();
  const restored = await db.$transaction(async (tx) => {
    const match = await lockShopMatch(tx, lojistaId, matchId);
    if (!match) throw matchNotFound();
    if (match.status !== 'arquivado') throw new AppError('CONFLICT', { message: M.naoArquivada });
    if (match.desejo.status !== 'aberto' || match.desejo.expires_at <= now) {
      throw new AppError('WISH_GONE', { message: M.desejoInexistente });
    }
    return setMatchStatus(tx, matchId, match.oferta_id ? 'com_oferta' : 'pendente');
  });
  return { message: M.retomada, status: restored.status };
}
