import { TextField, type TextFieldProps } from '../../form/form-controls.tsx';

/** A customer's WhatsApp number, typed as people write it (the schema keeps the digits). */
export function PhoneField(props: TextFieldProps) {
  return <TextField type="tel" inputMode="tel" autoComplete="off" aria-required="true" {...props} />;
}
