import { MailCheck, MailWarning } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmailField } from '../components/auth/credential-fields.tsx';
import { ResendConfirmationButton } from '../components/auth/resend-confirmation-button.tsx';
import { PageLoader } from '../components/layout/page-loader.tsx';
import { Button } from '../components/ui/button.tsx';
import { readSession } from '../lib/auth.ts';
import { toast } from '../lib/toast.ts';

const redirectDelayMs = 3_000;

// better-auth appends ?error=<CODE> to the callback URL when the link cannot be used.
const linkErrors: Record<string, string> = {
  TOKEN_EXPIRED: 'Este link de confirmação expirou. Peça um novo link abaixo.',
  INVALID_TOKEN: 'Este link de confirmação é inválido ou já foi usado. Peça um novo link abaixo.',
  INVALID_USER: 'Este link pertence a outra conta. Saia da conta atual e abra o link novamente.',
  USER_NOT_FOUND: 'Não encontramos uma conta para este link. Crie sua conta novamente.',
};
const genericLinkError = 'Não foi possível confirmar seu e-mail com este link. Peça um novo link abaixo.';

/** Return page of the confirmation link (spec 000 §2, §4). */
export function EmailConfirmedPage() {
  const [searchParams] = useSearchParams();
  const errorCode = searchParams.get('error');
  return errorCode ? <LinkError code={errorCode} /> : <Confirmed />;
}

/**
 * better-auth confirms the token, signs the user in and only then sends the browser here: the
 * e-mail is confirmed when the session says so. Without one (the address typed or an old tab) the
 * page says nothing it cannot know and leads to the login (spec 000 §2: after 3 s).
 */
function Confirmed() {
  const navigate = useNavigate();
  const [hasNoSession, setNoSession] = useState(false);

  useEffect(() => {
    let isActive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    readSession().then((session) => {
      if (!isActive) return;
      if (session?.user.emailVerified) {
        toast.success('Email confirmado!', {
          description: 'Agora complete seu perfil para acessar o dashboard.',
        });
        navigate('/completar-perfil', { replace: true });
        return;
      }
      setNoSession(true);
      timer = setTimeout(() => navigate('/lojista/auth', { replace: true }), redirectDelayMs);
    });
    return () => {
      isActive = false;
      clearTimeout(timer);
    };
  }, [navigate]);

  return (
    <section className="mx-auto max-w-md px-4 py-16 text-center">
      <MailCheck className="mx-auto mb-4 size-12 text-brand-600" aria-hidden="true" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Confirmação de email</h1>
      {hasNoSession ? (
        <div className="mt-4 space-y-4 text-slate-600">
          <p>
            Para confirmar seu e-mail, abra o link que enviamos para você. Depois é só entrar na sua conta.
          </p>
          <p role="status">Redirecionando para o login em 3 segundos...</p>
          <Button asChild>
            <Link to="/lojista/auth" replace>
              Entrar agora
            </Link>
          </Button>
        </div>
      ) : (
        <PageLoader />
      )}
    </section>
  );
}

function LinkError({ code }: { code: string }) {
  const [email, setEmail] = useState('');
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <MailWarning className="mx-auto mb-4 size-12 text-amber-500" aria-hidden="true" />
      <h1 className="text-center text-3xl font-bold tracking-tight text-slate-900">
        Não foi possível confirmar seu e-mail
      </h1>
      <p role="alert" className="mt-4 text-center text-slate-600">
        {linkErrors[code] ?? genericLinkError}
      </p>
      <div className="mt-6 space-y-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <EmailField value={email} onChange={(event) => setEmail(event.target.value)} />
        <ResendConfirmationButton email={email} />
      </div>
      <p className="mt-4 text-center text-sm">
        <Link to="/lojista/auth" className="font-medium text-brand-700 hover:underline">
          Ir para o login
        </Link>
      </p>
    </section>
  );
}
