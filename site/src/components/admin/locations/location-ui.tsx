import { Search } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Field, inputClass } from '../field.tsx';

// The pieces the Localização tabs and the Entendimento panels share: the search box, the empty
// line and the status word beside a switch.

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
    <Field id={id} label={label} className="min-w-0 flex-1">
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
    </Field>
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
