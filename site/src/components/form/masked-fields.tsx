import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { maskCep, maskCnpj, maskPhone } from '#domain/masks.ts';
import { TextField, type TextFieldProps } from './form-controls.tsx';

// Inputs that format as the user types (domain/masks.ts), bound to a react-hook-form field. The
// form holds the masked text; the shared schema validates it and turns it into digits on submit.

type InputProps = Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref'>;

export type MaskedFieldProps<T extends FieldValues> = InputProps & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Shown instead of the field's validation message (e.g. a duplicate found by the server). */
  message?: string;
};

export function MaskedField<T extends FieldValues>({
  control,
  name,
  mask,
  message,
  ...props
}: MaskedFieldProps<T> & { mask: (value: string) => string }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      ref={field.ref}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(event) => field.onChange(mask(event.target.value))}
      onBlur={field.onBlur}
      error={message ?? fieldState.error?.message}
    />
  );
}

export function CnpjField<T extends FieldValues>(props: MaskedFieldProps<T>) {
  return <MaskedField inputMode="numeric" placeholder="00.000.000/0000-00" {...props} mask={maskCnpj} />;
}

/** CEP: at most 9 characters with the hyphen (spec 001 §2.8). */
export function CepInputField<T extends FieldValues>(props: MaskedFieldProps<T>) {
  return (
    <MaskedField
      inputMode="numeric"
      autoComplete="postal-code"
      placeholder="00000-000"
      maxLength={9}
      {...props}
      mask={maskCep}
    />
  );
}

/** Landline or WhatsApp: +55 (DD) 0000-0000, or +55 (DD) 00000-0000 once a ninth digit is typed. */
export function PhoneField<T extends FieldValues>(props: MaskedFieldProps<T>) {
  return (
    <MaskedField
      inputMode="tel"
      autoComplete="tel"
      placeholder="+55 (00) 00000-0000"
      {...props}
      mask={maskPhone}
    />
  );
}
