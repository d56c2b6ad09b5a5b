import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../components/layout/page-loader.tsx';
import {
  type QuickRegistrationDone,
  QuickRegistrationForm,
} from '../components/lojista/quick-registration-form.tsx';
import { Button } from '../components/ui/button.tsx';
import { useSessionCount } from '../lib/session-count.ts';

// Partners enrol shops at events without logging in (spec 001 §2.8). The temporary password and
// the resend token live in this component's state only; the tab's session keeps just the count.

const counterKey = 'cadastro-rapido:realizados';

// The confirmation is only seen after a registration: its code loads once the partner starts on
// the form (first focus), not with the page.
const loadSuccess = () => import('../components/lojista/quick-registration-success.tsx');
const QuickRegistrationSuccess = lazy(async () => ({
  default: (await loadSuccess()).QuickRegistrationSuccess,
}));

function preloadSuccess() {
  loadSuccess().catch(() => {
    // a failed preload is retried when the confirmation renders; the error screen handles the rest
  });
}

export function QuickRegistrationPage() {
  const [count, increment] = useSessionCount(counterKey);
  const [registration, setRegistration] = useState<QuickRegistrationDone | null>(null);
  // A new key mounts a blank form for "Novo Cadastro".
  const [formKey, setFormKey] = useState(0);

  function registered(done: QuickRegistrationDone) {
    increment();
    setRegistration(done);
    window.scrollTo({ top: 0 });
  }

  function startOver() {
    setRegistration(null);
    setFormKey((key) => key + 1);
    window.scrollTo({ top: 0 });
  }

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10">
      <Button asChild variant="ghost" size="sm" className="mb-4 -ml-3">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          Voltar ao Início
        </Link>
      </Button>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Parceiros - Cadastro Rápido</h1>
      <p className="mt-1 text-slate-600">
        Cadastre um lojista em poucos passos. Ele recebe uma senha temporária e passa pela aprovação da nossa
        equipe antes de receber oportunidades.
      </p>
      <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {registration ? (
          <Suspense fallback={<PageLoader />}>
            <QuickRegistrationSuccess
              registration={registration}
              count={count}
              onPasswordReplaced={(senhaTemporaria) => setRegistration({ ...registration, senhaTemporaria })}
              onNewRegistration={startOver}
            />
          </Suspense>
        ) : (
          <QuickRegistrationForm
            key={formKey}
            count={count}
            onRegistered={registered}
            onFocus={preloadSuccess}
          />
        )}
      </div>
    </section>
  );
}
