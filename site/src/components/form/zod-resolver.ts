import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issuesToFields } from '#domain/validation/field-errors.ts';
import { loadOnce } from '../../lib/lazy-part.ts';
import { toast } from '../../lib/toast.ts';

// react-hook-form runs the shared domain schema (the same one the API parses) through this
// resolver; @hookform/resolvers would add a dependency for these few lines. It covers flat forms:
// each issue lands on its first path segment, the first issue wins (a schema-level refine with
// path ['confirmPassword'] lands on that field, one without a path on 'root').

// The same Portuguese defaults as the API, set before the first parse. zod's locale loads then, not
// with the form (issue 22): a resolver is async already, and the messages only matter once a
// value is checked. Loaded or not (a failed download is tried again next time), the parse goes on.
const loadBrazilianMessages = loadOnce(async () =>
  (await import('#domain/zod-locale.ts')).applyBrazilianZodMessages(),
);
const withBrazilianMessages = () => loadBrazilianMessages().catch(() => undefined);

/**
 * A form's schema, or a function that loads it: such a form renders without zod, which downloads
 * with the schema's module at the first validation (issue 22), or earlier when the form calls
 * the same loader on focus.
 */
export type SchemaSource<Schema> = Schema | (() => Promise<Schema>);

export const SCHEMA_LOAD_FAILED =
  'Não foi possível carregar o formulário. Verifique sua conexão e tente novamente.';

export function zodResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  source: SchemaSource<Schema>,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  return async (values) => {
    let schema: Schema;
    try {
      [schema] = await Promise.all([
        typeof source === 'function' ? source() : source,
        withBrazilianMessages(),
      ]);
    } catch {
      // The schema's chunk did not download (offline, a deploy replaced it): nothing is sent, and
      // the visitor is told rather than left with a button that does nothing.
      toast.error(SCHEMA_LOAD_FAILED);
      return {
        values: {},
        errors: { root: { type: 'load', message: SCHEMA_LOAD_FAILED } } as FieldErrors<z.input<Schema>>,
      };
    }
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const fields = issuesToFields(result.error.issues, { key: 'field', root: 'root' });
    const errors = Object.fromEntries(
      Object.entries(fields).map(([field, message]) => [field, { type: 'validation', message }]),
    );
    return { values: {}, errors: errors as FieldErrors<z.input<Schema>> };
  };
}
