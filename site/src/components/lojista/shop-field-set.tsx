import type { ReactNode } from 'react';
import { type FieldValues, type UseFormReturn, useFormState } from 'react-hook-form';
import { addressFiller, CepField } from '../form/cep-field.tsx';
import { TextField } from '../form/form-controls.tsx';
import { FormSection } from '../form/form-parts.tsx';
import { LocationFields } from '../form/location-fields.tsx';
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
