import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issuesToFields } from '#domain/validation/field-errors.ts';
import { applyBrazilianZodMessages } from '#domain/zod-locale.ts';

// react-hook-form runs the shared domain schema (the same one the API parses) through this
// resolver; @hookform/resolvers would add a dependency for these few lines. It covers flat forms:
// each issue lands on its first path segment, the first issue wins (a schema-level refine with
// path ['confirmPassword'] lands on that field, one without a path on 'root').

// The same Portuguese defaults as the API. Set here, where the forms' parsing starts, rather than
// in the entry: zod's locale would otherwise be downloaded by pages that have no form.
applyBrazilianZodMessages();

export function zodResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const fields = issuesToFields(result.error.issues, { key: 'field', root: 'root' });
    const errors = Object.fromEntries(
      Object.entries(fields).map(([field, message]) => [field, { type: 'validation', message }]),
    );
    return { values: {}, errors: errors as FieldErrors<z.input<Schema>> };
  };
}
