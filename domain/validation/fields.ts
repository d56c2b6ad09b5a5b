import { z } from 'zod';
import { nationalPhoneDigits } from '../masks.ts';
import { userText } from '../user-text.ts';
import { normalizeCep, validateCep } from './cep.ts';
import { normalizeCnpj, validateCnpj } from './cnpj.ts';
import { normalizeEmail, validateEmail } from './email.ts';
import { normalizePhone, PHONE_MESSAGES, validateLandline, validateMobile } from './phone.ts';

// Field schemas the lojista forms are built from. Each one validates what the user typed (masks
// and all) with the hint validators, so the site and the API give the same message, and outputs
// the stored form: digits for CNPJ/CEP/phones, 55-prefixed phones, lower-case e-mail, trimmed
// text without control or bidi characters (another person reads it). Optional fields accept ''
// and null too (an empty input, a JSON null) and output undefined.

type Validator = (value: string) => string | null;

const isBlank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

function withValidator(validate: Validator) {
  return (value: string, ctx: z.RefinementCtx) => {
    const hint = validate(value);
    if (hint) ctx.addIssue({ code: 'custom', message: hint });
  };
}

/** Required trimmed text between min and max characters, cleaned (user-text.ts). */
export function textField(min: number, max: number, tooShort: string, tooLong: string) {
  return userText({ error: tooShort }).trim().min(min, tooShort).max(max, tooLong);
}

/** Optional trimmed text, cleaned (user-text.ts); blank becomes undefined. */
export function optionalTextField(max: number, tooLong: string) {
  return userText()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => (v ? v : undefined));
}

export function emailField(requiredMessage?: string) {
  return z
    .string({ error: requiredMessage ?? validateEmail('') ?? undefined })
    .superRefine(withValidator((v) => (requiredMessage && isBlank(v) ? requiredMessage : validateEmail(v))))
    .transform(normalizeEmail);
}

/** Required CNPJ with the specific hints ('CNPJ deve conter 14 dígitos', ...). */
export function cnpjField() {
  return z
    .string({ error: validateCnpj('') ?? undefined })
    .superRefine(withValidator(validateCnpj))
    .transform(normalizeCnpj);
}

export function optionalCnpjField() {
  return z
    .string()
    .nullish()
    .superRefine((v, ctx) => {
      const hint = isBlank(v) ? null : validateCnpj(v ?? '');
      if (hint) ctx.addIssue({ code: 'custom', message: hint });
    })
    .transform((v) => (isBlank(v) ? undefined : normalizeCnpj(v ?? '')));
}

/**
 * Required mobile (WhatsApp) number with the field's own required message; a wrong length gets the
 * field's own invalid message, a wrong DDD, country code or first digit the specific hint.
 */
export function mobileField(requiredMessage: string, invalidMessage: string) {
  const validate: Validator = (v) => {
    if (isBlank(v)) return requiredMessage;
    const hint = validateMobile(v);
    return hint === PHONE_MESSAGES.mobileLength ? invalidMessage : hint;
  };
  return z.string({ error: requiredMessage }).superRefine(withValidator(validate)).transform(normalizePhone);
}

/** Optional landline; a wrong one gets the specific hint ('DDD inválido', ...). */
export function optionalLandlineField() {
  return z
    .string()
    .nullish()
    .superRefine((v, ctx) => {
      const hint = isBlank(v) ? null : validateLandline(v);
      if (hint) ctx.addIssue({ code: 'custom', message: hint });
    })
    .transform((v) => (isBlank(v) ? undefined : normalizePhone(v ?? '')));
}

/**
 * Optional phone that may be a landline or a mobile: the dashboard's telefone, which a quick
 * registration fills with the representative's WhatsApp (spec 001 §7). A number that is neither
 * gets the hint of the kind its length suggests.
 */
export function optionalAnyPhoneField() {
  return z
    .string()
    .nullish()
    .superRefine((v, ctx) => {
      if (isBlank(v)) return;
      const landline = validateLandline(v);
      const mobile = validateMobile(v);
      if (landline && mobile) {
        const looksMobile = nationalPhoneDigits(v ?? '').length > 10;
        ctx.addIssue({ code: 'custom', message: looksMobile ? mobile : landline });
      }
    })
    .transform((v) => (isBlank(v) ? undefined : normalizePhone(v ?? '')));
}

export function optionalCepField() {
  return z
    .string()
    .nullish()
    .superRefine((v, ctx) => {
      const hint = isBlank(v) ? null : validateCep(v);
      if (hint) ctx.addIssue({ code: 'custom', message: hint });
    })
    .transform((v) => (isBlank(v) ? undefined : normalizeCep(v ?? '')));
}

/** State abbreviation as stored in estados.sigla: two letters, upper case. */
export function estadoField(message: string) {
  return z
    .string({ error: message })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, message);
}

/**
 * At least one positive integer id; duplicates dropped because each id becomes a row of a link
 * table (lojista_categorias, lojistasubcategorias) with a unique key.
 */
export function idListField(emptyMessage: string) {
  return z
    .array(z.number().int().positive(), { error: emptyMessage })
    .min(1, emptyMessage)
    .transform((ids) => [...new Set(ids)]);
}

export function optionalIdListField() {
  return z
    .array(z.number().int().positive())
    .nullish()
    .transform((ids) => [...new Set(ids ?? [])]);
}

/** A checkbox that must be ticked; typed boolean so an unticked form state still type-checks. */
export function acceptedField(message: string) {
  return z.boolean({ error: message }).refine((v) => v, message);
}
