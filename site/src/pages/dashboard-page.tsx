import { KeyRound, LogOut } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { LoadingButton } from '../components/auth/form-controls.tsx';
import { PasswordChangeDialog } from '../components/auth/password-change-dialog.tsx';
import { PageLoader } from '../components/layout/page-loader.tsx';
import { PagePlaceholder } from '../components/page-placeholder.tsx';
import { Button } from '../components/ui/button.tsx';
import { authClient, useSession } from '../lib/auth-client.ts';

const title = 'Painel do Lojista';

// The dashboard's content is a later change; this page already owns its entry rules (spec 000
// §4): no session → /minha-conta/login, and ?trocar-senha=true opens the password dialog, with the
// `token` of a reset link (no session needed) or for the signed-in user.
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
  const [, setSearchParams] = useSearchParams();
  const { data: session, isPending } = useSession();
  const [isDialogOpen, setDialogOpen] = useState(wantsPasswordChange);
  const [isSigningOut, setSigningOut] = useState(false);

  useEffect(() => {
    if (!isPending && !session && !isSigningOut) navigate('/minha-conta/login', { replace: true });
  }, [isPending, session, isSigningOut, navigate]);

  function closeDialog() {
    setDialogOpen(false);
    setSearchParams({}, { replace: true });
  }

  async function signOut() {
    setSigningOut(true);
    await authClient.signOut().catch(() => undefined);
    toast.success('Logout realizado');
    navigate('/', { replace: true });
  }

  if (isPending || !session) {
    return (
      <PagePlaceholder title={title}>
        <PageLoader />
      </PagePlaceholder>
    );
  }

  return (
    <PagePlaceholder title={title}>
      <p>Olá, {session.user.name || session.user.email}!</p>
      <p>Aqui você acompanha as oportunidades e as ofertas da sua loja.</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setDialogOpen(true)}>
          <KeyRound aria-hidden="true" />
          Alterar senha
        </Button>
        <LoadingButton variant="outline" isLoading={isSigningOut} loadingText="Saindo..." onClick={signOut}>
          <LogOut aria-hidden="true" />
          Sair
        </LoadingButton>
      </div>
      <PasswordChangeDialog
        open={isDialogOpen}
        onOpenChange={(open) => (open ? setDialogOpen(true) : closeDialog())}
        isForced={wantsPasswordChange}
        onChanged={closeDialog}
      />
    </PagePlaceholder>
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
