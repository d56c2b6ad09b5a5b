import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SignOutButton } from '../components/auth/sign-out-button.tsx';
import { PasswordChangeDialog, ProfileDialog } from '../components/dashboard/account-dialogs.ts';
import { DashboardView } from '../components/dashboard/dashboard-view.tsx';
import { ErrorAlert } from '../components/form/form-controls.tsx';
import { PageLoader } from '../components/layout/page-loader.tsx';
import { PagePlaceholder } from '../components/page-placeholder.tsx';
import { Button } from '../components/ui/button.tsx';
import { ApiError } from '../lib/api.ts';
import { authClient, useSession } from '../lib/auth-client.ts';
import { useDashboard } from '../lib/dashboard-api.ts';
import { toast } from '../lib/toast.ts';

const title = 'Painel do Lojista';

// The shop's dashboard (components/dashboard/) behind its entry rules (spec 000 §4): no session →
// /minha-conta/login, a session without a shop → /completar-perfil, and ?trocar-senha=true opens
// the password dialog, with the `token` of a reset link (no session needed) or for the signed-in user.
export function DashboardPage() {
  const [searchParams] = useSearchParams();
  const wantsPasswordChange = searchParams.get('trocar-senha') === 'true';
  const resetToken = searchParams.get('token');
  const linkError = searchParams.get('error');

  if (wantsPasswordChange && linkError) return <ResetLinkError />;
  if (wantsPasswordChange && resetToken) return <PasswordReset token={resetToken} />;
  return <SignedInDashboard wantsPasswordChange={wantsPasswordChange} />;
}

function SignedInDashboard({ wantsPasswordChange }: { wantsPasswordChange: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [, setSearchParams] = useSearchParams();
  const { data: session, isPending } = useSession();
  const [isDialogOpen, setDialogOpen] = useState(wantsPasswordChange);
  const [isProfileOpen, setProfileOpen] = useState(false);
  const [isSigningOut, setSigningOut] = useState(false);
  const dashboard = useDashboard(!!session && !isSigningOut);
  // A signed-in user without a shop completes the profile first (spec 000 §4, Dashboard entry);
  // one who came for the password change stays here for it and is then pointed to the profile.
  const hasNoShop = dashboard.error instanceof ApiError && dashboard.error.status === 404;
  const [cameForPasswordChange] = useState(wantsPasswordChange);
  // An admin's account is no shop: it is not invited to become one (the server checks the role
  // on every admin request; this only picks the page).
  const isAdmin = session?.user.role === 'admin';
  const shouldCompleteProfile = hasNoShop && !cameForPasswordChange && !isAdmin;
  // Only the server's word makes the change compulsory: ?trocar-senha=true alone opens the
  // ordinary dialog, which the shop can close.
  const isPasswordChangeForced = wantsPasswordChange && dashboard.data?.lojista.primeiraSenha === true;

  useEffect(() => {
    if (!isPending && !session && !isSigningOut) navigate('/minha-conta/login', { replace: true });
  }, [isPending, session, isSigningOut, navigate]);

  useEffect(() => {
    if (shouldCompleteProfile) navigate('/completar-perfil', { replace: true });
  }, [shouldCompleteProfile, navigate]);

  function closeDialog() {
    setDialogOpen(false);
    // A changed temporary password takes the invitation off the dashboard.
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    setSearchParams({}, { replace: true });
  }

  async function signOut() {
    setSigningOut(true);
    await authClient.signOut().catch(() => undefined);
    toast.success('Logout realizado');
    navigate('/', { replace: true });
  }

  const passwordDialog = (
    <PasswordChangeDialog
      open={isDialogOpen && !dashboard.isPending}
      onOpenChange={(open) => (open ? setDialogOpen(true) : closeDialog())}
      isForced={isPasswordChangeForced}
      onChanged={closeDialog}
    />
  );

  const signOutButton = <SignOutButton size="sm" isSigningOut={isSigningOut} onSignOut={signOut} />;

  if (isPending || !session || dashboard.isPending || shouldCompleteProfile) {
    return (
      <>
        <PageLoader />
        {session && passwordDialog}
      </>
    );
  }

  if (hasNoShop && isAdmin) {
    return (
      <PagePlaceholder title={title}>
        <p>
          Você entrou com uma conta de administrador, que não tem loja. O marketplace é gerenciado na Área de
          Gestão.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm">
            <Link to="/gestao/dashboard">Ir para a Gestão</Link>
          </Button>
          {signOutButton}
        </div>
        {passwordDialog}
      </PagePlaceholder>
    );
  }

  if (hasNoShop) {
    return (
      <PagePlaceholder title={title}>
        <p>Complete seu perfil de lojista para acessar o dashboard.</p>
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm">
            <Link to="/completar-perfil">Completar perfil</Link>
          </Button>
          {signOutButton}
        </div>
        {passwordDialog}
      </PagePlaceholder>
    );
  }

  if (dashboard.isError) {
    return (
      <PagePlaceholder title={title}>
        <ErrorAlert>
          <p>Erro ao buscar lojista: {dashboard.error.message}</p>
          <div className="flex flex-wrap gap-2">
            <Button asChild size="sm" variant="outline">
              <Link to="/">Voltar ao Início</Link>
            </Button>
            {signOutButton}
          </div>
        </ErrorAlert>
        {passwordDialog}
      </PagePlaceholder>
    );
  }

  return (
    <>
      <DashboardView
        dashboard={dashboard.data}
        isSigningOut={isSigningOut}
        onProfile={() => setProfileOpen(true)}
        onChangePassword={() => setDialogOpen(true)}
        onSignOut={signOut}
      />
      <ProfileDialog
        open={isProfileOpen}
        onOpenChange={setProfileOpen}
        onChangePassword={() => setDialogOpen(true)}
      />
      {passwordDialog}
    </>
  );
}

function PasswordReset({ token }: { token: string }) {
  const navigate = useNavigate();
  const toLogin = () => navigate('/minha-conta/login', { replace: true });
  return (
    <PagePlaceholder title={title}>
      <p>Crie uma nova senha para voltar a acessar sua conta.</p>
      <PasswordChangeDialog
        open
        resetToken={token}
        onOpenChange={(open) => !open && toLogin()}
        onChanged={toLogin}
      />
    </PagePlaceholder>
  );
}

function ResetLinkError() {
  return (
    <PagePlaceholder title={title}>
      <p role="alert">
        Este link de redefinição de senha é inválido ou expirou. Peça um novo link em “Esqueceu sua senha?”.
      </p>
      <Button asChild>
        <Link to="/minha-conta/login" replace>
          Ir para o login
        </Link>
      </Button>
    </PagePlaceholder>
  );
}
