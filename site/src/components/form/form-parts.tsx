import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { FieldFrame, useFieldControl } from './form-controls.tsx';

// Parts of the longer forms: titled sections, a text area, and the server's field messages.

/** A titled part of a long form ("Dados Básicos", "Localização"). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4">
      <h2 className="border-b border-slate-200 pb-2 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

export function TextAreaField({
  label,
  error,
  className,
  id,
  ...props
}: ComponentProps<'textarea'> & { label: string; error?: string }) {
  const { inputId, ariaProps, borderClass } = useFieldControl({ id, error });
  return (
    <FieldFrame inputId={inputId} label={label} error={error} className={className}>
      <textarea
        rows={4}
        className={cn(
          'w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20',
          borderClass,
        )}
        {...ariaProps}
        {...props}
      />
    </FieldFrame>
  );
}

/**
 * Puts the server's per-field messages (ApiError.fields, keyed by dotted path) under the form's
 * fields. Returns whether any landed, so the caller knows the user has something to fix.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let isShown = false;
  for (const [path, message] of Object.entries(error.fields)) {
    const field = formFields.find((name) => name === path.split('.')[0]);
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !isShown });
    isShown = true;
  }
  return isShown;
}
