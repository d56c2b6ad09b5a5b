import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api.ts';
import { useZodForm } from '../../form/use-zod-form.ts';

/**
 * The add form of a panel (Nova marca, Novo termo): checked with the API's schema, emptied once
 * added, and a refusal said under `field`: the server's message for that field (a duplicate), else
 * its general one; anything else is logged and says what failed.
 */
export function useAddForm<Schema extends z.ZodType<FieldValues, FieldValues>>(options: {
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  add: (
    values: z.output<Schema>,
    handlers: { onSuccess: () => void; onError: (error: Error) => void },
  ) => void;
  field: Path<z.input<Schema>> & string;
  failure: string;
}) {
  const { field, failure } = options;
  const form = useZodForm(options.schema, options.defaultValues, 'onSubmit');
  const submit = form.handleSubmit((values) =>
    options.add(values, {
      onSuccess: () => form.reset(),
      onError: (error) => {
        console.error(`${failure}:`, error);
        const message = error instanceof ApiError ? (error.fields[field] ?? error.message) : failure;
        form.setError(field, { type: 'server', message });
      },
    }),
  );
  return { ...form, submit };
}
