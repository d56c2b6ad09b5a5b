import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { readProfileState } from '#api/lojistas/read-lojista.ts';
import { ErrorAlert } from '../components/form/form-controls.tsx';
import { PageLoader } from '../components/layout/page-loader.tsx';
import { ProfileForm } from '../components/lojista/profile-form.tsx';
import { Button } from '../components/ui/button.tsx';
import { ApiError, api } from '../lib/api.ts';
import { fetchSession } from '../lib/auth.ts';
import type { AuthSession } from '../lib/auth-client.ts';

type ProfileState = Awaited<ReturnType<typeof readProfileState>>;

const sessionError = 'Não foi possível verificar sua sessão. Tente novamente.';

/**
 * null without a session: asked first so a visitor's check is not a failed (401) request. The
 * session is read from better-auth's endpoint (lib/auth.ts), as its client's getSession() does,
 * without downloading that client (14 KB gzipped) for one request.
 */
async function readProfile(signal: AbortSignal): Promise<ProfileState | null> {
  let session: AuthSession | null;
  try {
    session = await fetchSession(signal);
  } catch (error) {
    // better-auth's error bodies carry `message`, which api() does not read: the page's own words.
    if (error instanceof ApiError && error.status > 0)
      throw new ApiError(error.status, { error: sessionError });
    throw error;
  }
  if (!session) return null;
  return api<ProfileState>('/api/lojistas/perfil', { signal });
}

/** /completar-perfil (spec 000 §2, §4): no session → /lojista/auth; a shop already → dashboard. */
export function CompleteProfilePage() {
  const navigate = useNavigate();
  const state = useQuery({
    queryKey: ['lojista-perfil'],
    queryFn: ({ signal }) => readProfile(signal),
    // Read fresh on every visit: the answer decides where the user may be.
    staleTime: 0,
    gcTime: 0,
  });
  const isSignedOut = state.data === null || (state.error instanceof ApiError && state.error.status === 401);
  const hasProfile = state.data?.hasProfile === true;
  const profile = state.data && !hasProfile ? state.data : null;

  useEffect(() => {
    if (isSignedOut) navigate('/lojista/auth', { replace: true });
    else if (hasProfile) navigate('/minha-conta/dashboard', { replace: true });
  }, [isSignedOut, hasProfile, navigate]);

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Complete seu Perfil</h1>
      <p className="mt-1 text-slate-600">
        Informe os dados da sua loja para começar a receber oportunidades de clientes da sua cidade.
      </p>
      <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {profile ? (
          <ProfileForm email={profile.email} name={profile.name} />
        ) : state.error && !isSignedOut ? (
          <div className="space-y-4">
            <ErrorAlert>
              <p>{state.error.message}</p>
            </ErrorAlert>
            <Button variant="outline" onClick={() => state.refetch()}>
              Tentar novamente
            </Button>
          </div>
        ) : (
          <PageLoader />
        )}
      </div>
    </section>
  );
}
