import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

// The pieces the sections of /gestao/ferramentas share: the card, field classes and a switch.

export const inputClass =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 disabled:opacity-60';

export const textareaClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-xs leading-relaxed text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20';

export function ToolsSection({
  title,
  description,
  icon,
  children,
}: {
  title: string;
  description?: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  const id = `secao-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm md:p-6"
    >
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-slate-900 [&_svg]:size-5">
        {icon}
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-500">{description}</p>}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

export function FieldMessage({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  if (error) {
    return (
      <p id={id} className="text-sm text-red-600">
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={id} className="text-xs text-slate-500">
      {hint}
    </p>
  ) : null;
}

export function Switch({
  checked,
  onCheckedChange,
  label,
  className,
  ...props
}: Omit<ComponentProps<'button'>, 'onClick' | 'role'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40 disabled:opacity-50',
        checked ? 'bg-brand-600' : 'bg-slate-300',
        className,
      )}
      {...props}
    >
      <span
        className={cn(
          'inline-block size-5 rounded-full bg-white shadow transition-transform',
          checked ? 'translate-x-5' : 'translate-x-0.5',
        )}
      />
    </button>
  );
}

export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
