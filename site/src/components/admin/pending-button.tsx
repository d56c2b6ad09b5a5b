import { LoaderCircle, Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../ui/button.tsx';

// The /gestao buttons that keep their label while the request runs: the icon turns into a spinner
// and the button cannot be pressed again until the answer comes.

export function PendingButton({
  isPending,
  icon,
  disabled,
  children,
  ...props
}: ButtonProps & { isPending: boolean; icon: ReactNode }) {
  return (
    <Button disabled={disabled || isPending} {...props}>
      {isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : icon}
      {children}
    </Button>
  );
}

/** The submit button of a settings form: 'Salvar …' with the save icon. */
export function SaveButton(props: ButtonProps & { isPending: boolean }) {
  return <PendingButton type="submit" icon={<Save aria-hidden="true" />} {...props} />;
}
