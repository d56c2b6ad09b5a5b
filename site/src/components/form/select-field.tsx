import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { FieldFrame, useFieldControl } from './form-controls.tsx';

// A labelled native select with its message under it: the admin's filters are short, so the
// platform's own picker (and its keyboard and screen-reader support) is enough.

export function SelectField({
  label,
  error,
  className,
  id,
  children,
  ...props
}: ComponentProps<'select'> & { label: string; error?: string }) {
  const { inputId, ariaProps, borderClass } = useFieldControl({ id, error });
  return (
    <FieldFrame inputId={inputId} label={label} error={error} className={className}>
      <select
        className={cn(
          'h-10 w-full rounded-md border bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-60',
          borderClass,
        )}
        {...ariaProps}
        {...props}
      >
        {children}
      </select>
    </FieldFrame>
  );
}
