import { TextField, type TextFieldProps } from '../form/form-controls.tsx';

// The e-mail and password inputs of the auth screens, so each says the same thing the same way.

type FieldProps = Omit<TextFieldProps, 'label' | 'type'> & { label?: string };

/** 'E-mail', typed and autofilled as one; `autoComplete="username"` on the admin's sign-in. */
export function EmailField(props: FieldProps) {
  return (
    <TextField label="E-mail" type="email" autoComplete="email" placeholder="seu@email.com" {...props} />
  );
}

/** The hint under a password being chosen (AUTH_MESSAGES.senhaMin's rule). */
export const newPasswordHint = 'Mínimo de 6 caracteres.';

/** A password input; `isNew` for one being chosen, so the browser offers to generate and save it. */
export function PasswordField({
  label = 'Senha',
  isNew = false,
  ...props
}: Omit<FieldProps, 'autoComplete'> & { isNew?: boolean }) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
      {...props}
    />
  );
}
