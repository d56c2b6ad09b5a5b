import { z } from 'zod';

// The "Redirect WhatsApp QR Code" section of /gestao/dashboard (spec 001 §2.2, §5, §9): the number
// the admin saves, what the API answers, and the section's copy. Shared by the API and the site.

export const REDIRECT_NUMBER_MIN_DIGITS = 10;
/** E.164: no phone number is longer. */
export const REDIRECT_NUMBER_MAX_DIGITS = 15;

/** The public page the QR code points to (spec 001 §9: the site origin plus /whatsapp). */
export const REDIRECT_PATH = '/whatsapp';

export const REDIRECT_SETTINGS_MESSAGES = {
  numeroObrigatorio: 'Informe o número de WhatsApp.',
  numeroSoDigitos: 'Use só números: +, espaços, traços e parênteses são aceitos e removidos.',
  numeroCurto: `O número precisa ter pelo menos ${REDIRECT_NUMBER_MIN_DIGITS} dígitos: 55, DDD e número.`,
  numeroLongo: `O número pode ter no máximo ${REDIRECT_NUMBER_MAX_DIGITS} dígitos.`,
  salvo: 'Número de WhatsApp atualizado!',
  erroSalvar: 'Não foi possível salvar o número',
  urlCopiada: 'URL copiada!',
} as const;

/** Copy confirmation (spec 001 §9: 2 s). */
export const COPY_CONFIRMATION_MS = 2_000;

// Only the separators a person types around a phone number; letters and anything else stay and
// are refused, so "11 9888 abc" is not silently shortened to a number nobody meant.
const typedSeparators = /[+\s()-]/g;

/** The digits of a number as typed ("+55 (11) 98888-7777" → "5511988887777"). */
export function stripNumberSeparators(typed: string): string {
  return typed.replace(typedSeparators, '');
}

/** The validation message of a typed number, or null when it can be saved. */
export function redirectNumberProblem(typed: string): string | null {
  const digits = stripNumberSeparators(typed);
  if (digits === '') return REDIRECT_SETTINGS_MESSAGES.numeroObrigatorio;
  if (!/^\d+$/.test(digits)) return REDIRECT_SETTINGS_MESSAGES.numeroSoDigitos;
  if (digits.length < REDIRECT_NUMBER_MIN_DIGITS) return REDIRECT_SETTINGS_MESSAGES.numeroCurto;
  if (digits.length > REDIRECT_NUMBER_MAX_DIGITS) return REDIRECT_SETTINGS_MESSAGES.numeroLongo;
  return null;
}

/** PUT /api/admin/whatsapp-redirect: the number as typed; parsed into its digits. */
export const redirectNumberSchema = z.object({
  numero: z
    .string({ error: REDIRECT_SETTINGS_MESSAGES.numeroObrigatorio })
    .superRefine((typed, ctx) => {
      const problem = redirectNumberProblem(typed);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform(stripNumberSeparators),
});

export type RedirectNumberInput = z.input<typeof redirectNumberSchema>;

/** GET /api/admin/whatsapp-redirect. */
export type RedirectSettings = {
  /** The saved number's digits; '' when none is saved (or the stored value holds no number). */
  numero: string;
  /** The number /whatsapp opens now: the saved one, else the support number (SUPPORT_WHATSAPP). */
  destino: string;
  /** The address the QR code encodes. */
  url: string;
};

/** GET /api/admin/whatsapp-redirect/estatisticas: successful redirects only (spec 001 §9). */
export type RedirectStats = {
  hoje: number;
  ultimos7Dias: number;
  ultimos30Dias: number;
  total: number;
};

export const REDIRECT_STATS_LABELS: Record<keyof RedirectStats, string> = {
  hoje: 'Hoje',
  ultimos7Dias: 'Últimos 7 dias',
  ultimos30Dias: 'Últimos 30 dias',
  total: 'Total',
};
