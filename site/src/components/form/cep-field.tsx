import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, Search } from 'lucide-react';
import { useState } from 'react';
import { type FieldValues, type UseFormSetValue, useWatch } from 'react-hook-form';
import { isValidCep } from '#domain/validation/cep.ts';
import { ApiError } from '../../lib/api.ts';
import { type AddressFromCep, findAddressByCep } from '../../lib/cep-lookup.ts';
import { toast } from '../../lib/toast.ts';
import { Button } from '../ui/button.tsx';
import { CepInputField, type MaskedFieldProps } from './masked-fields.tsx';

const fallbackError = 'Erro ao buscar CEP';
// The spec words only the failure; ours, so the user is not left waiting for a lookup that failed.
const cepByHand = 'Preencha o endereço, o estado e a cidade manualmente.';

type AddressForm = { endereco?: string | null; estado: string; cidade: string };

/**
 * The `onFound` of every form with the shared address fields (endereco, estado, cidade): fills the
 * address and the state, and the city only with its state, so a city is never left under another.
 */
export function addressFiller<T extends FieldValues & AddressForm>(setValue: UseFormSetValue<T>) {
  // The three names exist on T (its constraint says so); react-hook-form cannot see it generically.
  const set = setValue as unknown as UseFormSetValue<AddressForm>;
  return (address: AddressFromCep) => {
    const options = { shouldDirty: true, shouldValidate: true } as const;
    if (address.endereco) set('endereco', address.endereco, options);
    if (address.estado) set('estado', address.estado, options);
    if (address.estado) set('cidade', address.cidade, { shouldDirty: true });
  };
}

/**
 * The CEP input with its 'Buscar' button, enabled only for a well-formed CEP. A found address is
 * handed to `onFound`, which fills the form's address, state and city.
 */
export function CepField<T extends FieldValues>({
  onFound,
  ...props
}: MaskedFieldProps<T> & { onFound: (address: AddressFromCep) => void }) {
  const queryClient = useQueryClient();
  const cep: unknown = useWatch({ control: props.control, name: props.name });
  const [isSearching, setSearching] = useState(false);
  const canSearch = typeof cep === 'string' && isValidCep(cep);

  async function search() {
    if (typeof cep !== 'string') return;
    setSearching(true);
    try {
      const address = await findAddressByCep(queryClient, cep);
      onFound(address);
      // A city we do not serve yet is not in the list: say so instead of leaving it blank unexplained.
      toast.success('CEP encontrado!', {
        description: address.cidade ? undefined : 'Escolha o estado e a cidade na lista.',
      });
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : fallbackError, { description: cepByHand });
    } finally {
      setSearching(false);
    }
  }

  return (
    <div className="flex items-start gap-2">
      <CepInputField className="flex-1" {...props} />
      {/* Lines the button up with the input, below the label. */}
      <Button
        variant="outline"
        className="mt-[26px]"
        disabled={!canSearch || isSearching}
        aria-busy={isSearching || undefined}
        onClick={search}
      >
        {isSearching ? (
          <LoaderCircle className="animate-spin" aria-hidden="true" />
        ) : (
          <Search aria-hidden="true" />
        )}
        Buscar
      </Button>
    </div>
  );
}
