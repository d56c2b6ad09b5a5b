import { z } from 'zod';
import { userText } from '#domain/user-text.ts';

// Argument fields as models send them: optional text may come as null or "" (both mean absent),
// required text is trimmed and must not be blank. Text is cleaned like what people type
// (user-text.ts): what the model writes into a wish or an offer reaches other people.

export const requiredText = (max: number, label: string) =>
  userText({ error: `Informe ${label}.` })
    .trim()
    .min(1, `Informe ${label}.`)
    .max(max, `Texto muito longo em ${label}.`);

export const optionalText = (max: number) =>
  userText()
    .trim()
    .max(max, 'Texto muito longo.')
    .nullish()
    .transform((v) => (v ? v : undefined));

export const codigoDesejo = z
  .string({ error: 'Informe o código do desejo.' })
  .trim()
  .min(8, 'O código do desejo tem pelo menos 8 caracteres.')
  .max(36, 'Código do desejo inválido.');

export const optionalCodigoDesejo = z.preprocess(
  (v) => (v === null || v === '' ? undefined : v),
  codigoDesejo.optional(),
);
