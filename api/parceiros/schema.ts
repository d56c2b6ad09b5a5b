import { z } from 'zod';

/** Body of POST /api/parceiros/cadastro-rapido/:lojistaId/reenviar. */
export const resendCredentialsSchema = z.object({
  canal: z.enum(['email', 'whatsapp'], { error: 'Escolha e-mail ou WhatsApp para o reenvio.' }),
  /** The `reenvioToken` of the registration response. */
  token: z.string({ error: 'Reenvio não autorizado.' }).min(1, 'Reenvio não autorizado.').max(200),
});

export type ResendCredentials = z.output<typeof resendCredentialsSchema>;
