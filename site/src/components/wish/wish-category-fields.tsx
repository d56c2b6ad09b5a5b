import { useMemo } from 'react';
import { type Control, useController, useWatch } from 'react-hook-form';
import type { WishFormInput } from '#domain/desejos/wish-schema.ts';
import { useCategorias } from '../../lib/reference-data.ts';
import { ComboboxField } from '../form/combobox-field.tsx';

// Categoria then Subcategoria on /envie-seu-desejo, searchable as Estado and Cidade beside them
// are (the same combobox, not native selects). Changing the category clears the subcategory; an
// empty subcategory means any of the category's.

const anySubcategory = { value: '', label: 'Qualquer subcategoria' };

export function WishCategoryFields({ control }: { control: Control<WishFormInput> }) {
  const categoria = useController({ control, name: 'categoriaId' });
  const subcategoria = useController({ control, name: 'subcategoriaId' });
  const categoriaId = useWatch({ control, name: 'categoriaId' });
  const categorias = useCategorias();

  const categoriaOptions = useMemo(
    () => (categorias.data ?? []).map((c) => ({ value: String(c.id), label: c.nome })),
    [categorias.data],
  );
  const subcategoriaOptions = useMemo(() => {
    const chosen = categorias.data?.find((c) => c.id === categoriaId);
    const options = (chosen?.subcategorias ?? []).map((s) => ({ value: String(s.id), label: s.nome }));
    return options.length > 0 ? [anySubcategory, ...options] : [];
  }, [categorias.data, categoriaId]);
  const toId = (value: string) => (value === '' ? undefined : Number(value));

  return (
    <>
      <ComboboxField
        label="Categoria *"
        name={categoria.field.name}
        inputRef={categoria.field.ref}
        options={categoriaOptions}
        value={categoriaId ? String(categoriaId) : ''}
        onChange={(value) => {
          if (toId(value) !== categoriaId) subcategoria.field.onChange(undefined);
          categoria.field.onChange(toId(value));
        }}
        onBlur={categoria.field.onBlur}
        placeholder="Selecione a categoria"
        isLoading={categorias.isPending}
        loadingText="Carregando categorias..."
        emptyText="Nenhuma categoria encontrada"
        error={categoria.fieldState.error?.message}
      />
      <ComboboxField
        label="Subcategoria"
        name={subcategoria.field.name}
        inputRef={subcategoria.field.ref}
        options={subcategoriaOptions}
        value={subcategoria.field.value ? String(subcategoria.field.value) : ''}
        onChange={(value) => subcategoria.field.onChange(toId(value))}
        onBlur={subcategoria.field.onBlur}
        disabled={subcategoriaOptions.length === 0}
        placeholder={categoriaId ? 'Qualquer subcategoria' : 'Selecione uma categoria primeiro'}
        emptyText="Nenhuma subcategoria encontrada"
        error={subcategoria.fieldState.error?.message}
      />
      {categorias.error && (
        <p role="alert" className="text-sm text-red-600 sm:col-span-2">
          Não foi possível carregar as categorias
        </p>
      )}
    </>
  );
}
