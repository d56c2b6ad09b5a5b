import type { Request } from 'express';
import { z } from 'zod';
import { issuesToFields } from '#domain/validation/field-errors.ts';
import { AppError } from './app-error.ts';

// The one way a request's input becomes a 400: a route parses its body, its query or one value
// with the feature's zod schema through these, and a refusal is AppError('VALIDATION') with one
// message per field, which the error handler answers as { error, code, fields }. A ZodError that
// escapes a service takes the same road (validationError) in the error handler.

export const VALIDATION_MESSAGE = 'Verifique os campos destacados.';

export type ParseOptions = {
  /**
   * The answer's `error` for a form that shows one message of its own (its first problem, say);
   * undefined or absent: "Verifique os campos destacados."
   */
  message?: (failure: { error: z.ZodError; fields: Record<string, string> }) => string | undefined;
};

/** For a form that shows one message: the first problem zod found. */
export const firstIssueMessage: NonNullable<ParseOptions['message']> = ({ error }) =>
  error.issues[0]?.message;

export type ParseBodyOptions = ParseOptions & {
  /**
   * Parse a missing body (a request that was not JSON) as {}, so each required field reports
   * itself instead of one message about the whole body.
   */
  treatMissingAsEmpty?: boolean;
};

export function validationError(error: z.ZodError, options: ParseOptions = {}): AppError {
  const fields = issuesToFields(error.issues);
  const message = options.message?.({ error, fields }) ?? VALIDATION_MESSAGE;
  return new AppError('VALIDATION', { message, fields });
}

/** Any one value (a path segment, a single query key): its data, or the 400. */
export function parseValue<S extends z.ZodType>(
  schema: S,
  value: unknown,
  options?: ParseOptions,
): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw validationError(parsed.error, options);
}

export function parseBody<S extends z.ZodType>(schema: S, req: Request, options: ParseBodyOptions = {}) {
  return parseValue(schema, options.treatMissingAsEmpty ? (req.body ?? {}) : req.body, options);
}

export function parseQuery<S extends z.ZodType>(schema: S, req: Request, options?: ParseOptions) {
  return parseValue(schema, req.query, options);
}

const uuid = z.uuid();
// A Postgres serial: anything past its range cannot be a row either.
const serialId = z.coerce.number().int().positive().max(2_147_483_647);

/** A uuid from the path. Anything else cannot name a row, so it is that row's 404, not a 400. */
export function uuidParam(value: unknown, notFound: string): string {
  const parsed = uuid.safeParse(value);
  if (!parsed.success) throw new AppError('NOT_FOUND', { message: notFound });
  return parsed.data;
}

/** A serial id from the path; as uuidParam, anything that is not one is the row's 404. */
export function serialParam(value: unknown, notFound: string): number {
  const parsed = serialId.safeParse(value);
  if (!parsed.success) throw new AppError('NOT_FOUND', { message: notFound });
  return parsed.data;
}
