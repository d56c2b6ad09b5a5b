import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { loadAuthClient } from '../../lib/auth.ts';
import { toast } from '../../lib/toast.ts';
import { SignOutButton } from './sign-out-button.tsx';

/** 'Sair' of the back office (spec 001 §6): ends the session and returns to /gestao. */
export function AdminSignOutButton() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isSigningOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    await loadAuthClient()
      .then((authClient) => authClient.signOut())
      .catch(() => undefined);
    // Nothing read as this admin may be shown to whoever signs in next on this browser.
    queryClient.clear();
    toast.success('Logout realizado', { description: 'Você saiu da área de gestão' });
    navigate('/gestao', { replace: true });
  }

  return <SignOutButton size="sm" isSigningOut={isSigningOut} onSignOut={signOut} />;
}
