import type { ReactNode } from 'react';
import {
  type Control,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
  useFormState,
} from 'react-hook-form';
import { addressFiller, CepField } from '../form/cep-field.tsx';
import { TextField } from '../form/form-controls.tsx';
import { FormSection } from '../form/form-parts.tsx';
import { LocationFields } from '../form/location-fields.tsx';
import { PhoneField } from '../form/masked-fields.tsx';
import { CategoryFields } from './category-fields.tsx';

// The shop's fields as /completar-perfil, /parceiros/cadastro-rapido and the dashboard's profile
// dialog all show them (domain/lojistas/shop-profile.ts): a first section with the form's own
// fields (names and labels differ per form), then Localização and Categorias, which are the same.

/** The shop fields every form posts under the same names. */
type ShopPlace = {
  cep?: string | null;
  endereco?: string | null;
  estado: string;
  cidade: string;
  categorias: number[];
  subcategorias?: number[] | null;
};

export function ShopFieldSet<T extends FieldValues & ShopPlace, Output extends FieldValues>({
  form,
  title,
  children,
  isSubcategoryRequired,
}: {
  form: UseFormReturn<T, unknown, Output>;
  /** The first section's title, e.g. 'Dados Básicos'. */
  title: string;
  /** The first section's fields, laid out two by two. */
  children: ReactNode;
  isSubcategoryRequired: boolean;
}) {
  // The names exist on T (its constraint says so); react-hook-form cannot see it generically.
  const place = form as unknown as UseFormReturn<ShopPlace>;
  const { control, register, setValue } = place;
  const { errors } = useFormState({ control, name: 'endereco' });
  return (
    <>
      <FormSection title={title}>
        <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      </FormSection>

      <FormSection title="Localização">
        <div className="grid gap-4 sm:grid-cols-2">
          <CepField control={control} name="cep" label="CEP" onFound={addressFiller(setValue)} />
          <TextField
            label="Endereço"
            autoComplete="street-address"
            error={errors.endereco?.message}
            {...register('endereco')}
          />
          <LocationFields control={control} estadoName="estado" cidadeName="cidade" />
        </div>
      </FormSection>

      <FormSection title="Categorias">
        <CategoryFields
          control={control}
          categoriasName="categorias"
          subcategoriasName="subcategorias"
          isSubcategoryRequired={isSubcategoryRequired}
        />
      </FormSection>
    </>
  );
}

/**
 * Telefone fixo and the two WhatsApp numbers as the profile completion and the dashboard's dialog
 * show them; each form posts them under its own names and words the shop number's hint its way.
 */
export function ShopPhoneFields<T extends FieldValues>({
  control,
  names,
  whatsappLojaHint,
}: {
  control: Control<T>;
  names: { telefone: FieldPath<T>; whatsapp: FieldPath<T>; whatsappLoja: FieldPath<T> };
  whatsappLojaHint: string;
}) {
  return (
    <>
      <PhoneField
        control={control}
        name={names.telefone}
        label="Telefone fixo"
        placeholder="+55 (00) 0000-0000"
      />
      <PhoneField control={control} name={names.whatsapp} label="WhatsApp do representante *" />
      <PhoneField
        control={control}
        name={names.whatsappLoja}
        label="WhatsApp da loja *"
        hint={whatsappLojaHint}
      />
    </>
  );
}
