import { z } from 'zod';
import { userText } from '../user-text.ts';
import { ARQUIVO_MESSAGES as M } from './messages.ts';

// 'Por que não tem interesse?' (spec 000 §2 Dialogs, §5 Archive): a reason is required; the text
// field shows for outros but is sent as observacoes for any reason.

export const MOTIVOS_DESISTENCIA = ['nao_tenho_produto', 'nao_vendo_tipo', 'outros'] as const;
export type MotivoDesistencia = (typeof MOTIVOS_DESISTENCIA)[number];

export const MOTIVO_LABELS: Record<MotivoDesistencia, string> = {
  nao_tenho_produto: 'Não tenho o produto',
  nao_vendo_tipo: 'Não vendo esse tipo de produto',
  outros: 'Outros',
};

export const archiveSchema = z.object({
  motivo: z.enum(MOTIVOS_DESISTENCIA, { error: M.motivoObrigatorio }),
  observacoes: userText()
    .trim()
    .max(1000, 'Texto muito longo')
    .nullish()
    .transform((v) => (v ? v : undefined)),
});

export type ArchiveInput = z.input<typeof archiveSchema>;
export type Archive = z.output<typeof archiveSchema>;
