import { cn } from '../../lib/cn.ts';

// NavLink sets aria-current="page" on the active route; these classes only make it visible.
export function navLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );
}
