import { Button } from '../ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog.tsx';

// Asked before a resend replaces the temporary password. The server keeps only its hash (see
// api/parceiros/resend-credentials.ts), so the same password cannot be sent again: the partner
// learns before clicking that the password on screen, and in the e-mail already sent, will stop
// working.

export function ResendWarningDialog({
  channelLabel,
  onConfirm,
  onCancel,
}: {
  /** 'e-mail' or 'WhatsApp' while asking; null when closed. */
  channelLabel: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={channelLabel !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <DialogTitle>Gerar uma nova senha?</DialogTitle>
        <DialogDescription className="mt-2">
          Por segurança, a senha temporária não fica guardada e não pode ser enviada de novo. Reenviar por{' '}
          {channelLabel} gera uma nova senha: a senha atual, mostrada nesta tela e enviada antes, deixará de
          funcionar.
        </DialogDescription>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Cancelar</Button>
          </DialogClose>
          <Button onClick={onConfirm}>Gerar nova senha e reenviar</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
