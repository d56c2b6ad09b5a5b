import { cn } from '../../lib/cn.ts';

/**
 * The on/off toggle of the /gestao rows and forms (Recebe Matches, a state or city active, a brand
 * ambígua, an agent function active): a button with role switch, announced with its own label.
 */
export function Switch({
  checked,
  label,
  disabled,
  onChange,
  onPointerEnter,
  onFocus,
}: {
  checked: boolean;
  label: string;
  disabled?: boolean;
  onChange: (next: boolean) => void;
  /** What the switch may open (a confirmation dialog) preloads on hover and focus. */
  onPointerEnter?: () => void;
  onFocus?: () => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      onPointerEnter={onPointerEnter}
      onFocus={onFocus}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50',
        checked ? 'bg-brand-600' : 'bg-slate-300',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-block size-5 rounded-full bg-white shadow transition-transform',
          checked ? 'translate-x-5' : 'translate-x-0.5',
        )}
      />
    </button>
  );
}
