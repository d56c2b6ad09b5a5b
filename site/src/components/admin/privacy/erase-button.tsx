import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { ErasureResult } from '#api/privacidade/customer-data.ts';
import { formatPhone } from '#domain/masks.ts';
import { useEraseCustomerData } from '../../../lib/admin-privacy-api.ts';
import { preloadOn } from '../../../lib/lazy-part.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { lazyDialog } from '../../ui/lazy-dialog.tsx';
import { failureDescription } from './privacy-format.ts';

// "Apagar dados": the dialog opens once the page's number is good (erase-dialog.tsx, loaded with
// the first opening or the button's hover or focus). Closing it (cancel, Escape, done) puts the
// focus back on the button, as Radix's trigger did.

const EraseDialog = lazyDialog(
  async () => (await import('./erase-dialog.tsx')).EraseDialog,
  (props) => props.open,
);

export function EraseButton({
  validPhone,
  onErased,
}: {
  /** The page field's digits, or null after it shows why they are not a phone. */
  validPhone: () => Promise<string | null>;
  onErased: (digits: string, result: ErasureResult) => void;
}) {
  const [digits, setDigits] = useState<string | null>(null);
  const [isOpen, setOpen] = useState(false);
  // Here rather than in the dialog's form: the form unmounts when the dialog closes, and a request
  // already sent must still report what it erased.
  const erase = useEraseCustomerData();

  function confirm(telefone: string) {
    erase.mutate(
      { telefone },
      {
        onSuccess: (result) => {
          toast.success('Dados apagados', { description: `Telefone ${formatPhone(telefone)}` });
          setOpen(false);
          onErased(telefone, result);
        },
        onError: (error) => {
          console.error('Falha ao apagar os dados do cliente:', error);
          toast.error('Erro ao apagar', {
            description: failureDescription(error, 'Não foi possível apagar os dados'),
          });
        },
      },
    );
  }

  return (
    <>
      <Button
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={async () => {
          const valid = await validPhone();
          if (!valid) return;
          setDigits(valid);
          setOpen(true);
        }}
        {...preloadOn(EraseDialog)}
      >
        <Trash2 aria-hidden="true" />
        Apagar dados
      </Button>
      <EraseDialog
        digits={digits}
        open={isOpen}
        onOpenChange={setOpen}
        isPending={erase.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
