import { KeyRound, LoaderCircle } from 'lucide-react';
import { useOwnShop } from '../../lib/own-shop.ts';
import { ErrorAlert } from '../form/form-controls.tsx';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog.tsx';
import { ProfileForm } from './profile-form.tsx';

// The 'Perfil' dialog: the shop's data (read fresh from GET /api/lojistas/me each time it opens)
// and the 'Segurança da Conta' block, whose password change opens the dashboard's password dialog.

export function ProfileDialog({
  open,
  onOpenChange,
  onChangePassword,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChangePassword: () => void;
}) {
  const shop = useOwnShop(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogTitle>Editar Perfil</DialogTitle>
        <DialogDescription>Atualize os dados da sua loja e as categorias que você atende.</DialogDescription>
        {shop.isPending ? (
          <div role="status" className="flex items-center justify-center gap-2 py-10 text-slate-500">
            <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
            Carregando...
          </div>
        ) : shop.isError ? (
          <div className="mt-4">
            <ErrorAlert>{shop.error.message}</ErrorAlert>
          </div>
        ) : (
          <ProfileForm
            key={shop.dataUpdatedAt}
            lojista={shop.data.lojista}
            onSaved={() => onOpenChange(false)}
          />
        )}
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
