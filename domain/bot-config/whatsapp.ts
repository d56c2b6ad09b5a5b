import { z } from 'zod';
import { DEFAULT_WHATSAPP_TEMPLATES, type EditableTemplateKey } from '#prompts/templates.ts';
import { parseRedirectNumber } from '../whatsapp-redirect/redirect-number.ts';

// The bot_config keys of WhatsApp: the Cloud API credentials, the webhook's verify token, the
// template texts and the number the redirect page opens. Secrets are described as stored:
// encrypted text (platform/config/encryption.ts), '' when unset.

const storedText = z.string().trim().catch('');

/** whatsapp_settings: the access token (encrypted) and the phone number id, as /gestao saves them. */
export const whatsappSettingsSchema = z.object({
  access_token: storedText,
  phone_number_id: storedText,
});

/** whatsapp_webhook: the generated verify token (encrypted); '' when none was stored. */
export const whatsappWebhookSchema = z.object({ verify_token: z.string().catch('') });

function templateText(key: EditableTemplateKey) {
  return z
    .string()
    .refine((text) => text.trim() !== '')
    .catch(DEFAULT_WHATSAPP_TEMPLATES[key]);
}

/** whatsapp_templates: each text falls back to its default when unset or blank. */
export const whatsappTemplatesSchema = z.looseObject({
  novo_desejo: templateText('novo_desejo'),
  oferta_recebida: templateText('oferta_recebida'),
  oferta_escolhida: templateText('oferta_escolhida'),
  desejo_encerrado: templateText('desejo_encerrado'),
  avaliacao_pedido: templateText('avaliacao_pedido'),
});

/**
 * whatsapp_redirect_number: the digits of a usable number. Admin tools and older imports stored
 * it in three forms, all still read (see parseRedirectNumber); a value that holds no usable
 * number (the seed's `{ numero: '' }` included) is invalid, and readers get '' (none).
 */
export const redirectNumberSchema = z.unknown().transform((value, ctx) => {
  const numero = parseRedirectNumber(value);
  if (numero === null) {
    ctx.addIssue({ code: 'custom', message: 'sem número utilizável' });
    return z.NEVER;
  }
  return numero;
});
