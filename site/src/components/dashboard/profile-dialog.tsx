import { KeyRound } from 'lucide-react';
import type { DashboardData } from '../../lib/dashboard-api.ts';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog.tsx';

// The 'Perfil' dialog: the shop's data and the 'Segurança da Conta' block, whose password change
// opens the dashboard's password dialog.

export function ProfileDialog({
  open,
  onOpenChange,
  lojista,
  onChangePassword,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lojista: DashboardData['lojista'];
  onChangePassword: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogTitle>Perfil</DialogTitle>
        <DialogDescription>
          {lojista.nomeLoja} · {lojista.email}
        </DialogDescription>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-xs font-medium text-slate-500 uppercase">Cidade</dt>
            <dd className="text-slate-900">
              {lojista.cidade} - {lojista.estado}
            </dd>
          </div>
        </dl>
        <section className="mt-6 space-y-2 rounded-lg border border-slate-200 p-4">
          <h3 className="font-semibold text-slate-900">Segurança da Conta</h3>
          <p className="text-sm text-slate-600">Troque sua senha de acesso ao painel.</p>
          <Button
            variant="outline"
            onClick={() => {
              onOpenChange(false);
              onChangePassword();
            }}
          >
            <KeyRound aria-hidden="true" />
            Alterar senha
          </Button>
        </section>
      </DialogContent>
    </Dialog>
  );
}
