import { CircleAlert, LoaderCircle } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button, type ButtonProps } from '../ui/button.tsx';

// The small form pieces the auth screens share: a labelled input with its message under it, a
// checkbox with a label, the error alert box and a submit button with its loading state.

const inputClass =
  'h-10 w-full rounded-md border bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 disabled:opacity-60';

export type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  /** The validation message shown under the field (and announced with it). */
  error?: string;
  hint?: ReactNode;
};

export function TextField({ label, error, hint, className, id, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={inputId}
        className={cn(inputClass, error ? 'border-red-500' : 'border-slate-300')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        {...props}
      />
      {error ? (
        <p id={messageId} className="text-sm text-red-600">
          {error}
        </p>
      ) : (
        hint && (
          <p id={messageId} className="text-xs text-slate-500">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

export type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  error?: string;
};

export function CheckboxField({ label, error, className, id, ...props }: CheckboxFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={className}>
      <div className="flex items-start gap-2">
        <input
          id={inputId}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand-600"
          aria-invalid={error ? true : undefined}
          {...props}
        />
        <label htmlFor={inputId} className="text-sm text-slate-700">
          {label}
        </label>
      </div>
      {error && <p className="mt-1 text-sm text-red-600">{error}</p>}
    </div>
  );
}

/** The error box of the auth screens (spec 000 §8: "Errors show in an alert box and a toast"). */
export function ErrorAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="space-y-2">{children}</div>
    </div>
  );
}

export type LoadingButtonProps = ButtonProps & {
  isLoading: boolean;
  /** What the button says while it works, e.g. 'Entrando...'. */
  loadingText: string;
};

/** A button that shows a spinner and its loading text, and cannot be pressed twice. */
export function LoadingButton({ isLoading, loadingText, children, disabled, ...props }: LoadingButtonProps) {
  return (
    <Button disabled={disabled || isLoading} aria-busy={isLoading || undefined} {...props}>
      {isLoading ? (
        <>
          <LoaderCircle className="animate-spin" aria-hidden="true" />
          {loadingText}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
