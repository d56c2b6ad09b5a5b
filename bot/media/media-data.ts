import type { Db } from '#prisma/client.ts';

// What a received media leaves on its own row, written before the agent runs so a retried turn
// finds it and neither downloads nor transcribes twice (and /gestao and the wish's photos read it).

export type StoredFile = { key: string; mime_type: string; bytes: number };
export type Transcript = { texto: string; segundos: number | null; modelo: string };

/** metadata.media.arquivo: where the downloaded photo or document is stored. */
export async function saveStoredFile(db: Db, messageId: string, arquivo: StoredFile): Promise<void> {
  await db.$executeRaw`
    UPDATE whatsapp_messages
    SET metadata = jsonb_set(COALESCE(metadata, '{}'::jsonb), '{media,arquivo}', ${JSON.stringify(arquivo)}::jsonb),
      updated_at = now()
    WHERE id = ${messageId}::uuid AND metadata ? 'media'`;
}

/** metadata.transcricao, and the thread's text becomes "[áudio] <transcript>" for history and /gestao. */
export async function saveTranscript(db: Db, messageId: string, transcricao: Transcript): Promise<void> {
  await db.$executeRaw`
    UPDATE whatsapp_messages
    SET metadata = COALESCE(metadata, '{}'::jsonb) || jsonb_build_object('transcricao', ${JSON.stringify(transcricao)}::jsonb),
      message_text = ${`[áudio] ${transcricao.texto}`},
      updated_at = now()
    WHERE id = ${messageId}::uuid`;
}
