import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import type { ErasureResult } from '#api/privacidade/customer-data.ts';
import { privacyPhoneSchema } from '#domain/admin/privacy-schemas.ts';
import { formatPhone } from '#domain/masks.ts';
import { downloadCustomerData } from '../../../lib/admin-privacy-api.ts';
import { toast } from '../../../lib/toast.ts';
import { LoadingButton } from '../../form/form-controls.tsx';
import { useZodForm } from '../../form/use-zod-form.ts';
import { EraseButton } from './erase-button.tsx';
import { PhoneField } from './phone-field.tsx';
import { erasureLines, exportDescription, failureDescription } from './privacy-format.ts';

// The customer's number and the two LGPD actions on it. The field is checked with the API's own
// schema before any request, and a refused number takes the focus with its message under it.
// Enter exports: the harmless action; erasing always goes through the dialog.

export function CustomerDataForm() {
  const [erased, setErased] = useState<{ digits: string; result: ErasureResult } | null>(null);
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors, isSubmitting },
  } = useZodForm(privacyPhoneSchema, { telefone: '' }, 'onSubmit');

  /** The field's digits, or null once it shows (focused) why they are not a phone. */
  async function validPhone(): Promise<string | null> {
    if (!(await trigger('telefone', { shouldFocus: true }))) return null;
    return privacyPhoneSchema.parse(getValues()).telefone;
  }

  const exportData = handleSubmit(async ({ telefone: digits }) => {
    try {
      const counts = await downloadCustomerData(digits);
      toast.success('Dados exportados', { description: exportDescription(counts) });
    } catch (error) {
      console.error('Falha ao exportar os dados do cliente:', error);
      toast.error('Erro ao exportar', {
        description: failureDescription(error, 'Não foi possível exportar os dados'),
      });
    }
  });

  return (
    <div className="space-y-6">
      <form
        noValidate
        onSubmit={exportData}
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <PhoneField
          {...register('telefone')}
          label="Telefone do cliente"
          placeholder="(11) 98765-4321"
          error={errors.telefone?.message}
          hint="DDD e número, com ou sem 55. Com ou sem o nono dígito, é a mesma pessoa."
        />
        <div className="flex flex-wrap gap-2">
          <LoadingButton type="submit" isLoading={isSubmitting} loadingText="Exportando...">
            <Download aria-hidden="true" />
            Exportar dados
          </LoadingButton>
          <EraseButton validPhone={validPhone} onErased={(digits, result) => setErased({ digits, result })} />
        </div>
      </form>
      <ErasureSummary erased={erased} />
    </div>
  );
}

/** A live region from the start, so the summary is announced when it appears. */
function ErasureSummary({ erased }: { erased: { digits: string; result: ErasureResult } | null }) {
  const id = useId();
  return (
    <div role="status">
      {erased && (
        <section
          aria-labelledby={id}
          className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900"
        >
          <h2 id={id} className="font-semibold">
            Dados apagados do telefone {formatPhone(erased.digits)}
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {erasureLines(erased.result).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
