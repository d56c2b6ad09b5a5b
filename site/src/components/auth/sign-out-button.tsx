import { LogOut } from 'lucide-react';
import { LoadingButton } from '../form/form-controls.tsx';
import type { ButtonProps } from '../ui/button.tsx';

/** 'Sair' of the dashboard and the back office; what signing out does is the caller's. */
export function SignOutButton({
  isSigningOut,
  onSignOut,
  size,
}: {
  isSigningOut: boolean;
  onSignOut: () => void;
  size?: ButtonProps['size'];
}) {
  return (
    <LoadingButton
      variant="outline"
      size={size}
      isLoading={isSigningOut}
      loadingText="Saindo..."
      onClick={onSignOut}
    >
      <LogOut aria-hidden="true" />
      Sair
    </LoadingButton>
  );
}
