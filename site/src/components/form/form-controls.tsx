import { CircleAlert, LoaderCircle } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button, type ButtonProps } from '../ui/button.tsx';

// The form kit's small pieces: a labelled input with its message under it, a checkbox with a
// label, the error alert box and a submit button with its loading state. FieldFrame and
// useFieldControl are what every labelled control here is built from (text, textarea, select,
// combobox), so they all tie label, message and aria attributes the same way.

const inputClass =
  'h-10 w-full rounded-md border bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 disabled:opacity-60';

/**
 * The id of a control (the given one or a generated one) and the attributes that point it at its
 * message: `aria-describedby` while a message shows, `aria-invalid` and a red border on error.
 */
export function useFieldControl({ id, error, hint }: { id?: string; error?: string; hint?: ReactNode }) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return {
    inputId,
    ariaProps: {
      id: inputId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error || hint ? `${inputId}-message` : undefined,
    },
    borderClass: error ? 'border-red-500' : 'border-slate-300',
  };
}

/** The label above a control and, under it, the error or else the hint (ids as useFieldControl's). */
export function FieldFrame({
  inputId,
  label,
  error,
  hint,
  className,
  children,
}: {
  inputId: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const messageId = `${inputId}-message`;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
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

export type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  /** The validation message shown under the field (and announced with it). */
  error?: string;
  hint?: ReactNode;
};

export function TextField({ label, error, hint, className, id, ...props }: TextFieldProps) {
  const { inputId, ariaProps, borderClass } = useFieldControl({ id, error, hint });
  return (
    <FieldFrame inputId={inputId} label={label} error={error} hint={hint} className={className}>
      <input className={cn(inputClass, borderClass)} {...ariaProps} {...props} />
    </FieldFrame>
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
