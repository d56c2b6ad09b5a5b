import type { ShopRow } from '../../../lib/admin-shops-api.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog.tsx';
import { DialogActions } from '../dialog-parts.tsx';

// A shop's first switch on is its approval (DECISIONS.md) and e-mails the shop at once, which no
// switch off can take back: the row switch asks first.

export function ApprovalDialog({
  shop,
  onCancel,
  onConfirm,
}: {
  shop: ShopRow | null;
  onCancel: () => void;
  onConfirm: (shop: ShopRow) => void;
}) {
  return (
    <Dialog open={shop !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <DialogTitle>Aprovar lojista</DialogTitle>
        <DialogDescription className="mt-2">
          {`Aprovar ${shop?.nomeLoja ?? ''}? A loja passa a receber oportunidades e recebe agora o e-mail de aprovação, que não pode ser desfeito.`}
        </DialogDescription>
        <DialogActions
          className="mt-6"
          action={{
            isLoading: false,
            loadingText: 'Aprovando...',
            children: 'Aprovar',
            onClick: () => shop && onConfirm(shop),
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
