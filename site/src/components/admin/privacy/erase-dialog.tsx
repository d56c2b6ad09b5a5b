import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { ErasureResult } from '#api/privacidade/customer-data.ts';
import { privacyMessages, privacyPhoneSchema } from '#domain/admin/privacy-schemas.ts';
import { formatPhone } from '#domain/masks.ts';
import { useEraseCustomerData } from '../../../lib/admin-privacy-api.ts';
import { toast } from '../../../lib/toast.ts';
import { TextField, type TextFieldProps } from '../../form/form-controls.tsx';
import { useZodForm } from '../../form/use-zod-form.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../ui/dialog.tsx';
import { DialogActions } from '../dialog-parts.tsx';
import { failureDescription } from './privacy-format.ts';

// "Apagar dados": nothing is erased until the admin types the number again in the dialog, so a
// slip on the page's field cannot erase someone else. The trigger is Radix's, so closing the
// dialog (cancel, Escape, done) puts the focus back on it.

export function EraseDialog({
  validPhone,
  onErased,
}: {
  /** The page field's digits, or null after it shows why they are not a phone. */
  validPhone: () => Promise<string | null>;
  onErased: (digits: string, result: ErasureResult) => void;
}) {
  const [digits, setDigits] = useState<string | null>(null);
  const [isOpen, setOpen] = useState(false);
  // Here rather than in the form: the form unmounts when the dialog closes, and a request already
  // sent must still report what it erased.
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
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          onClick={async (event) => {
            // A prevented click keeps Radix from opening the dialog: it opens once the number is good.
            event.preventDefault();
            const valid = await validPhone();
            if (!valid) return;
            setDigits(valid);
            setOpen(true);
          }}
        >
          <Trash2 aria-hidden="true" />
          Apagar dados
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Apagar dados do cliente?</DialogTitle>
        <DialogDescription className="mt-2">
          Esta ação não pode ser desfeita. As conversas e mensagens do telefone{' '}
          {digits ? formatPhone(digits) : ''} serão apagadas e os desejos anonimizados: cidade, categoria e
          produto ficam como dado de demanda, sem nome nem telefone. A conversa de uma loja com o bot é
          mantida.
        </DialogDescription>
        {isOpen && digits && (
          <ConfirmForm digits={digits} isPending={erase.isPending} onConfirm={() => confirm(digits)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** A customer's WhatsApp number, typed as people write it (the schema keeps the digits). */
export function PhoneField(props: TextFieldProps) {
  return <TextField type="tel" inputMode="tel" autoComplete="off" aria-required="true" {...props} />;
}

/** The number typed again must be the one the page asked about. */
const confirmationSchema = (digits: string) =>
  privacyPhoneSchema.refine((value) => value.telefone === digits, {
    path: ['telefone'],
    message: privacyMessages.confirmacaoDiferente,
  });

function ConfirmForm({
  digits,
  isPending,
  onConfirm,
}: {
  digits: string;
  isPending: boolean;
  onConfirm: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(confirmationSchema(digits), { telefone: '' }, 'onSubmit');

  return (
    <form noValidate onSubmit={handleSubmit(onConfirm)} className="mt-4 space-y-4">
      <PhoneField
        {...register('telefone')}
        label="Digite o telefone novamente para confirmar"
        error={errors.telefone?.message}
      />
      <DialogActions
        isDestructive
        action={{
          type: 'submit',
          isLoading: isPending,
          loadingText: 'Apagando...',
          children: 'Apagar definitivamente',
        }}
      />
    </form>
  );
}
