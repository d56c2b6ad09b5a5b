import { useMemo } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { type Categoria, useCategorias } from '../../lib/reference-data.ts';
import { Checklist } from '../form/checklist.tsx';

// Categories, then the subcategories of the chosen categories only (spec 000 §2 and §5, spec 001
// §2.8). The subcategory list appears once a chosen category has subcategories; unchecking a
// category drops its subcategories from the selection, so nothing outside the chosen categories
// is ever sent.

function asIds(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
}

function subcategoryIdsOf(tree: readonly Categoria[], categoryIds: readonly number[]): Set<number> {
  const chosen = new Set(categoryIds);
  return new Set(tree.filter((c) => chosen.has(c.id)).flatMap((c) => c.subcategorias.map((s) => s.id)));
}

export function CategoryFields<T extends FieldValues>({
  control,
  categoriasName,
  subcategoriasName,
  isSubcategoryRequired,
}: {
  control: Control<T>;
  categoriasName: FieldPath<T>;
  subcategoriasName: FieldPath<T>;
  isSubcategoryRequired: boolean;
}) {
  const categorias = useController({ control, name: categoriasName });
  const subcategorias = useController({ control, name: subcategoriasName });
  const { data: tree = [], isPending, error } = useCategorias();
  const chosen = asIds(categorias.field.value);
  const chosenSubs = asIds(subcategorias.field.value);

  const categoryItems = useMemo(() => tree.map((c) => ({ id: c.id, label: c.nome })), [tree]);
  const picked = new Set(chosen);
  const subcategoryItems = tree
    .filter((c) => picked.has(c.id))
    .flatMap((c) => c.subcategorias.map((s) => ({ id: s.id, label: s.nome, group: c.nome })));

  function changeCategorias(ids: number[]) {
    categorias.field.onChange(ids);
    const allowed = subcategoryIdsOf(tree, ids);
    const kept = chosenSubs.filter((id) => allowed.has(id));
    if (kept.length !== chosenSubs.length) subcategorias.field.onChange(kept);
  }

  if (isPending) return <p className="text-sm text-slate-500">Carregando categorias...</p>;
  if (error) {
    return (
      <p role="alert" className="text-sm text-red-600">
        Não foi possível carregar as categorias. {error.message}
      </p>
    );
  }

  return (
    <div className="space-y-6">
      <Checklist
        legend="Categorias *"
        searchLabel="Buscar categorias"
        items={categoryItems}
        selected={chosen}
        onChange={changeCategorias}
        selectAllLabel="Selecionar Todas"
        selectAllScope="all"
        error={categorias.fieldState.error?.message}
        focusRef={categorias.field.ref}
      />
      {subcategoryItems.length > 0 && (
        <Checklist
          legend={isSubcategoryRequired ? 'Subcategorias *' : 'Subcategorias'}
          searchLabel="Buscar subcategorias"
          items={subcategoryItems}
          selected={chosenSubs}
          onChange={subcategorias.field.onChange}
          selectAllLabel="Selecionar Todas Visíveis"
          selectAllScope="visible"
          error={subcategorias.fieldState.error?.message}
          focusRef={subcategorias.field.ref}
        />
      )}
    </div>
  );
}
