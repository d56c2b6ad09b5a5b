import { type ComponentProps, type ReactNode, useId } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';

// Small pieces shared by the shop registration forms.

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
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={inputId}
        rows={4}
        className={cn(
          'w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20',
          error ? 'border-red-500' : 'border-slate-300',
        )}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-message` : undefined}
        {...props}
      />
      {error && (
        <p id={`${inputId}-message`} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
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
