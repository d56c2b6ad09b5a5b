import { type DefaultValues, type FieldErrors, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from './zod-resolver.ts';

/**
 * A form validated by the shared domain schema the API also parses: each field is checked once
 * touched (or, with 'onSubmit', first when sent), and submit hands over the schema's output
 * (digits, trimmed text) to send as is.
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
  mode: 'onTouched' | 'onSubmit' = 'onTouched',
) {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode,
  });
}

/** The distinct messages of the invalid fields, for a toast that names what the user cannot see. */
export function errorSummary(errors: FieldErrors): string {
  const messages = Object.values(errors).flatMap((error) => (error?.message ? [String(error.message)] : []));
  return [...new Set(messages)].join(', ');
}
