import { CreditCard, KeyRound, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { formatRating } from '#domain/avaliacoes/format.ts';
import type { DashboardData } from '../../lib/dashboard-api.ts';
import { preloadOn } from '../../lib/lazy-part.ts';
import { SignOutButton } from '../auth/sign-out-button.tsx';
import { Button } from '../ui/button.tsx';
import { PasswordChangeDialog, ProfileDialog } from './account-dialogs.ts';
import { ErrorReportButton } from './error-report-button.tsx';
import { MatchList } from './match-list.tsx';
import { PlanCard } from './plan-card.tsx';
import { ShopPauseNotice } from './shop-pause-notice.tsx';

// /minha-conta/dashboard once the shop is loaded (spec 000 §2 Dashboard): header buttons Perfil,
// Assinatura, Sair; the welcome; the invitation to replace a temporary password; the plan card;
// the tabs.

export function DashboardView({
  dashboard,
  isSigningOut,
  onProfile,
  onChangePassword,
  onSignOut,
}: {
  dashboard: DashboardData;
  isSigningOut: boolean;
  onProfile: () => void;
  onChangePassword: () => void;
  onSignOut: () => void;
}) {
  return (
    <section className="mx-auto w-full max-w-5xl space-y-6 px-4 py-10">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Painel do Lojista</h1>
          <p className="mt-1 text-lg text-slate-600">Bem-vindo, {dashboard.lojista.nomeLoja}!</p>
          <p className="mt-1 text-sm text-slate-600">
            Avaliação dos clientes:{' '}
            <span className="font-semibold">{formatRating(dashboard.avaliacoes)}</span>
          </p>
          {!dashboard.lojista.receberMatches && (
            <p className="mt-1 text-sm text-amber-800">
              Seu cadastro está aguardando aprovação. As oportunidades chegam depois que nossa equipe aprovar
              sua loja.
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={onProfile} {...preloadOn(ProfileDialog)}>
            <UserRound aria-hidden="true" />
            Perfil
          </Button>
          <Button asChild variant="outline">
            <Link to="/assinatura/gerenciar">
              <CreditCard aria-hidden="true" />
              Assinatura
            </Link>
          </Button>
          <SignOutButton isSigningOut={isSigningOut} onSignOut={onSignOut} />
        </div>
      </header>
      {dashboard.lojista.primeiraSenha && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <p>Você ainda usa a senha temporária do cadastro. Crie uma nova senha para proteger sua conta.</p>
          <Button size="sm" variant="outline" onClick={onChangePassword} {...preloadOn(PasswordChangeDialog)}>
            <KeyRound aria-hidden="true" />
            Alterar senha
          </Button>
        </div>
      )}
      {dashboard.lojista.pausadoPelaLoja && <ShopPauseNotice />}
      <PlanCard plano={dashboard.plano} />
      <MatchList dashboard={dashboard} />
      <ErrorReportButton />
    </section>
  );
}
