import { z } from 'zod';
import { userText } from '#domain/user-text.ts';

// Argument fields as models send them: optional text may come as null or "" (both mean absent),
// required text is trimmed and must not be blank. Text is cleaned like what people type
// (user-text.ts): what the model writes into a wish or an offer reaches other people.
// A null is taken by a preprocess rather than `.nullish()`, so the JSON Schema the model reads
// (tool-parameters.ts) asks for a string, as it always did, while null is still tolerated.

/** null and "" read as absent: models send them for a field they have nothing for. */
export const absent = (value: unknown) => (value === null || value === '' ? undefined : value);

export const requiredText = (max: number, label: string) =>
  userText({ error: `Informe ${label}.` })
    .trim()
    .min(1, `Informe ${label}.`)
    .max(max, `Texto muito longo em ${label}.`);

export const optionalText = (max: number) =>
  z
    .preprocess(absent, userText().trim().max(max, 'Texto muito longo.').optional())
    // Blank once trimmed is absent too.
    .transform((v) => (v ? v : undefined));

const CODIGO_DESEJO =
  'Código do desejo: os 8 primeiros caracteres do id (como aparece nas mensagens) ou o id completo.';

export const codigoDesejo = z
  .string({ error: 'Informe o código do desejo.' })
  .trim()
  .min(8, 'O código do desejo tem pelo menos 8 caracteres.')
  .max(36, 'Código do desejo inválido.')
  .describe(CODIGO_DESEJO);

export const optionalCodigoDesejo = z
  .preprocess(absent, codigoDesejo.optional())
  .describe(`Opcional. ${CODIGO_DESEJO}`);
