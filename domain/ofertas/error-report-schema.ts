import { z } from 'zod';
import { userText } from '../user-text.ts';
import { RELATORIO_MESSAGES as M } from './messages.ts';

// The floating 'Reportar Problema' dialog (spec 000 §2, §5, §9): titulo required ≤ 100, descricao
// required ≤ 1000 (with a counter), passos optional ≤ 500. The page's address travels with it;
// the user agent is read from the request.

export const ERROR_REPORT_LIMITS = { titulo: 100, descricao: 1000, passos: 500 } as const;

export const errorReportSchema = z.object({
  titulo: userText({ error: M.tituloObrigatorio })
    .trim()
    .min(1, M.tituloObrigatorio)
    .max(ERROR_REPORT_LIMITS.titulo, M.tituloMax),
  descricao: userText({ error: M.descricaoObrigatoria })
    .trim()
    .min(1, M.descricaoObrigatoria)
    .max(ERROR_REPORT_LIMITS.descricao, M.descricaoMax),
  passos: userText()
    .trim()
    .max(ERROR_REPORT_LIMITS.passos, M.passosMax)
    .nullish()
    .transform((v) => (v ? v : undefined)),
  url: z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((v) => (v ? v : undefined)),
});

export type ErrorReportInput = z.input<typeof errorReportSchema>;
export type ErrorReport = z.output<typeof errorReportSchema>;
