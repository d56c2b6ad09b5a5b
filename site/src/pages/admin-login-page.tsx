import { ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { fetchAdminMe, isMfaRequired, leaveAdminArea } from '../components/auth/admin-access.ts';
import {
  AdminCodeForm,
  AdminCredentialsForm,
  type SignInOutcome,
} from '../components/auth/admin-sign-in.tsx';
import { ApiError } from '../lib/api.ts';
import { loadAuthClient } from '../lib/auth.ts';

// /gestao and /gestao/login: password, then the TOTP code when the admin enrolled it, then the
// server's role check (GET /api/admin/me) decides: dashboard, MFA enrolment or 'Acesso negado'.
export function AdminLoginPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<'credentials' | 'code'>('credentials');

  // An admin already signed in skips the form; anyone else just sees it.
  useEffect(() => {
    let isActive = true;
    fetchAdminMe()
      .then((admin) => {
        if (isActive && admin) navigate('/gestao/dashboard', { replace: true });
      })
      .catch(() => undefined);
    return () => {
      isActive = false;
    };
  }, [navigate]);

  async function enter() {
    try {
      await fetchAdminMe();
      navigate('/gestao/dashboard');
    } catch (error) {
      // A signed-in non-admin is signed out again: this area has nothing for that session.
      if (error instanceof ApiError && error.status === 403 && !isMfaRequired(error)) {
        await loadAuthClient()
          .then((authClient) => authClient.signOut())
          .catch(() => undefined);
        setStep('credentials');
      }
      leaveAdminArea(error, navigate);
    }
  }

  async function afterCredentials(outcome: SignInOutcome) {
    if (outcome === 'needs-code') setStep('code');
    else await enter();
  }

  return (
    <section className="mx-auto w-full max-w-sm px-4 py-16">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <ShieldCheck className="mb-3 size-8 text-brand-600" aria-hidden="true" />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Área de Gestão</h1>
        <p className="mt-1 text-sm text-slate-600">
          Acesso restrito à equipe. Entre com sua conta de administrador.
        </p>
        <div className="mt-6">
          {step === 'credentials' ? (
            <AdminCredentialsForm onDone={afterCredentials} />
          ) : (
            <AdminCodeForm onVerified={enter} onRestart={() => setStep('credentials')} />
          )}
        </div>
      </div>
    </section>
  );
}
