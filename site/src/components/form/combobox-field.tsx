import { Check, ChevronDown, LoaderCircle } from 'lucide-react';
import { type KeyboardEvent, type Ref, useEffect, useMemo, useState } from 'react';
import { rankMatches } from '#domain/search.ts';
import { cn } from '../../lib/cn.ts';
import { FieldFrame, useFieldControl } from './form-controls.tsx';

// A select whose list can be searched by typing (WAI-ARIA combobox with a listbox popup): 27
// states and, per state, up to hundreds of cities. The list scrolls at 300 px (spec 001 §2.8).
// The input keeps focus; the active option is announced through aria-activedescendant.

export type ComboboxOption = {
  value: string;
  label: string;
  /** Other words the option is searched by, e.g. a state's name and abbreviation. */
  keywords?: readonly string[];
};

const searchTerms = (option: ComboboxOption) => [option.label, ...(option.keywords ?? [])];

export type ComboboxFieldProps = {
  label: string;
  options: readonly ComboboxOption[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  placeholder?: string;
  disabled?: boolean;
  /** Options are on their way: the field says `loadingText` and cannot open. */
  isLoading?: boolean;
  loadingText?: string;
  emptyText?: string;
  error?: string;
  className?: string;
};

const inputClass =
  'h-10 w-full rounded-md border bg-white pr-9 pl-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-60';

export function ComboboxField({
  label,
  options,
  value,
  onChange,
  onBlur,
  inputRef,
  name,
  placeholder = 'Selecione',
  disabled = false,
  isLoading = false,
  loadingText = 'Carregando...',
  emptyText = 'Nenhum resultado encontrado',
  error,
  className,
}: ComboboxFieldProps) {
  const { inputId: id, ariaProps, borderClass } = useFieldControl({ error });
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [isOpen, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);

  const selected = options.find((option) => option.value === value);
  const visible = useMemo(() => rankMatches(options, query, searchTerms), [options, query]);
  const isDisabled = disabled || isLoading;

  useEffect(() => {
    if (isOpen) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  function open() {
    if (isDisabled) return;
    setQuery('');
    setActive(
      Math.max(
        0,
        options.findIndex((option) => option.value === value),
      ),
    );
    setOpen(true);
  }

  function close() {
    setOpen(false);
    setQuery('');
  }

  function choose(option: ComboboxOption | undefined) {
    if (!option) return;
    onChange(option.value);
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = visible.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isOpen) return open();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.min(last, Math.max(0, index + step)));
    } else if (event.key === 'Home' && isOpen) {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'End' && isOpen) {
      event.preventDefault();
      setActive(last);
    } else if (event.key === 'Enter' && isOpen) {
      event.preventDefault();
      choose(visible[active]);
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      close();
    }
  }

  return (
    <FieldFrame inputId={id} label={label} error={error} className={className}>
      <div className="relative">
        <input
          {...ariaProps}
          ref={inputRef}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={isOpen}
          aria-controls={listId}
          aria-activedescendant={isOpen && visible[active] ? optionId(active) : undefined}
          disabled={isDisabled}
          placeholder={isLoading ? loadingText : (selected?.label ?? placeholder)}
          value={isOpen ? query : (selected?.label ?? '')}
          className={cn(inputClass, borderClass)}
          onClick={() => (isOpen ? close() : open())}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            close();
            onBlur?.();
          }}
        />
        <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-slate-500">
          {isLoading ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <ChevronDown className="size-4" aria-hidden="true" />
          )}
        </span>
        <div
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={!isOpen || visible.length === 0}
          className="absolute z-20 mt-1 max-h-[300px] w-full overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg"
        >
          {visible.map((option, index) => (
            // Keyboard use goes through the input (aria-activedescendant); the mouse picks here.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys
            <div
              key={option.value}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={option.value === value}
              className={cn(
                'flex cursor-pointer items-center justify-between gap-2 px-3 py-2 text-slate-800',
                index === active && 'bg-brand-50 text-brand-800',
              )}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(option)}
            >
              {option.label}
              {option.value === value && <Check className="size-4 text-brand-600" aria-hidden="true" />}
            </div>
          ))}
        </div>
        {isOpen && visible.length === 0 && (
          <p className="absolute z-20 mt-1 w-full rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-500 shadow-lg">
            {emptyText}
          </p>
        )}
      </div>
    </FieldFrame>
  );
}
