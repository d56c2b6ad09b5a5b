import type { ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { cn } from '../../lib/cn.ts';

// The labelled field of the /gestao forms and filters: a label (with a red star when required),
// the control, and under it the error or else the hint, which the control is described by.

// A control marked aria-invalid (fieldAria with an error) gets the red border of the site's forms.
const invalidClass = 'aria-invalid:border-red-500 aria-invalid:focus:ring-red-500/20';

export const inputClass = `h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 disabled:opacity-60 ${invalidClass}`;

export const textareaClass = `w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 ${invalidClass}`;

export const fileInputClass =
  'block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium';

/** Prompts, templates and JSON: monospaced, so spacing and braces read as typed. */
export const codeClass = cn(textareaClass, 'font-mono text-xs leading-relaxed');

const messageId = (id: string) => `${id}-message`;

/** The control's own aria: invalid with an error, described by the message shown under it. */
export function fieldAria(id: string, { error, hasHint }: { error?: string; hasHint?: boolean }) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error || hasHint ? messageId(id) : undefined,
  } as const;
}

/** The first field's message of a refused form, for the 'Atenção' toast. */
export function firstError(errors: FieldErrors): string {
  for (const error of Object.values(errors)) if (typeof error?.message === 'string') return error.message;
  return '';
}

export function FieldMessage({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  if (error) {
    return (
      <p id={messageId(id)} className="text-sm text-red-600">
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={messageId(id)} className="text-xs text-slate-500">
      {hint}
    </p>
  ) : null;
}

export function FieldLabel({ id, label, isRequired }: { id: string; label: string; isRequired?: boolean }) {
  return (
    <label htmlFor={id} className="block text-sm font-medium text-slate-800">
      {label}
      {isRequired && (
        <span aria-hidden="true" className="text-red-600">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

export function Field({
  id,
  label,
  isRequired,
  error,
  hint,
  className,
  children,
}: {
  /** The control's id; give the control fieldAria(id, …) to link it to the message. */
  id: string;
  label: string;
  isRequired?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <FieldLabel id={id} label={label} isRequired={isRequired} />
      {children}
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}
