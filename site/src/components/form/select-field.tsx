import { type ComponentProps, useId } from 'react';
import { cn } from '../../lib/cn.ts';

// A labelled native select with its message under it: the category lists of /envie-seu-desejo are
// short, so the platform's own picker (and its keyboard and screen-reader support) is enough.

export function SelectField({
  label,
  error,
  className,
  id,
  children,
  ...props
}: ComponentProps<'select'> & { label: string; error?: string }) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={selectId}
        className={cn(
          'h-10 w-full rounded-md border bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-60',
          error ? 'border-red-500' : 'border-slate-300',
        )}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-message` : undefined}
        {...props}
      >
        {children}
      </select>
      {error && (
        <p id={`${selectId}-message`} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
