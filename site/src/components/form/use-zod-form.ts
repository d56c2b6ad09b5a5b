import { type DefaultValues, type FieldErrors, type FieldValues, type Mode, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type SchemaSource, zodResolver } from './zod-resolver.ts';

/**
 * A form validated by the shared domain schema the API also parses; submit hands over the
 * schema's output (digits, trimmed text) to send as is. The schema may come from a loader, to keep
 * zod out of the page until the first validation (zod-resolver.ts). `mode`: when a field is first
 * checked, once touched unless the form says otherwise ('onSubmit' for the short sign-in and
 * dialog forms).
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: SchemaSource<Schema>,
  defaultValues: DefaultValues<z.input<Schema>>,
  mode: Mode = 'onTouched',
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
