import { Link } from 'react-router';
import { CheckboxField, type CheckboxFieldProps } from './form-controls.tsx';

/**
 * The terms checkbox of the sign-up, wish and quick registration forms: `lead` (who accepts) then
 * the link to /termos-e-politica, opened in a new tab so the form keeps what was typed.
 */
export function TermsField({
  lead = 'Li e aceito os',
  ...props
}: Omit<CheckboxFieldProps, 'label'> & { lead?: string }) {
  return (
    <CheckboxField
      {...props}
      label={
        <>
          {lead}{' '}
          <Link to="/termos-e-politica" target="_blank" className="font-medium text-brand-700 underline">
            Termos de Uso e Política de Privacidade
          </Link>
        </>
      }
    />
  );
}
