import { Search } from 'lucide-react';
import { type ReactNode, useId } from 'react';

// The pieces both tabs share: the search box, the loading, error and empty lines.

export const inputClass =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20';

export function SearchBox({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}) {
  const id = useId();
  return (
    <div className="min-w-0 flex-1 space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="absolute top-3 left-3 size-4 text-slate-400" />
        <input
          id={id}
          type="search"
          value={value}
          maxLength={80}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          className={`${inputClass} pl-9`}
        />
      </div>
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="py-6 text-center text-sm text-slate-500">{children}</p>;
}

/** The status beside a switch, for those who do not read the switch's colour. */
export function StatusText({ isActive, feminine }: { isActive: boolean; feminine?: boolean }) {
  const text = isActive ? (feminine ? 'Ativa' : 'Ativo') : feminine ? 'Inativa' : 'Inativo';
  return (
    <span aria-hidden="true" className={isActive ? 'text-xs text-emerald-700' : 'text-xs text-slate-500'}>
      {text}
    </span>
  );
}
