import { privacyMessages, privacyPhoneSchema } from '#domain/admin/privacy-schemas.ts';
import { formatPhone } from '#domain/masks.ts';
import { useZodForm } from '../../form/use-zod-form.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog.tsx';
import { DialogActions } from '../dialog-parts.tsx';
import { PhoneField } from './phone-field.tsx';

// "Apagar dados" asks here: nothing is erased until the admin types the number again, so a slip on
// the page's field cannot erase someone else. Opened by erase-button.tsx, which loads this file
// with the first opening and keeps the request, so one already sent reports what it erased.

export function EraseDialog({
  digits,
  open,
  onOpenChange,
  isPending,
  onConfirm,
}: {
  /** The number the page asked about, checked; null before the first opening. */
  digits: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isPending: boolean;
  onConfirm: (digits: string) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Apagar dados do cliente?</DialogTitle>
        <DialogDescription className="mt-2">
          Esta ação não pode ser desfeita. As conversas e mensagens do telefone{' '}
          {digits ? formatPhone(digits) : ''} serão apagadas e os desejos anonimizados: cidade, categoria e
          produto ficam como dado de demanda, sem nome nem telefone. A conversa de uma loja com o bot é
          mantida.
        </DialogDescription>
        {open && digits && (
          <ConfirmForm digits={digits} isPending={isPending} onConfirm={() => onConfirm(digits)} />
        )}
      </DialogContent>
    </Dialog>
  );
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
