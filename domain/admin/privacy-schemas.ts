import { z } from 'zod';

// The phone that names a customer in /gestao's "Privacidade (LGPD)": parsed alike by the admin
// routes (api/privacidade/routes.ts) and the page, so the page shows the server's own message
// before any request. Any punctuation is dropped; 10 to 13 digits cover DDD + number with or
// without 55 and the ninth digit, the forms api/privacidade matches as one person.

export const privacyMessages = {
  telefoneObrigatorio: 'Informe o telefone.',
  telefoneInvalido: 'Telefone inválido: use DDD e número, com ou sem 55.',
  confirmacaoDiferente: 'O telefone digitado não confere com o informado.',
} as const;

const telefone = z
  .string({ error: privacyMessages.telefoneObrigatorio })
  .trim()
  .min(1, privacyMessages.telefoneObrigatorio)
  .transform((value) => value.replace(/\D/g, ''))
  .pipe(z.string().regex(/^\d{10,13}$/, privacyMessages.telefoneInvalido));

/** GET /api/admin/privacidade/exportar?telefone= and POST …/apagar {telefone}: digits only. */
export const privacyPhoneSchema = z.object({ telefone });

export type PrivacyPhoneInput = z.input<typeof privacyPhoneSchema>;
