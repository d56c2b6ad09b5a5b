import { z } from 'zod';

// Argument fields as models send them: optional text may come as null or "" (both mean absent),
// required text is trimmed and must not be blank.

export const requiredText = (max: number, label: string) =>
  z
    .string({ error: `Informe ${label}.` })
    .trim()
    .min(1, `Informe ${label}.`)
    .max(max, `Texto muito longo em ${label}.`);

export const optionalText = (max: number) =>
  z
    .string()
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
