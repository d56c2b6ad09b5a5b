import { z } from 'zod';
import { optionalText } from './args.ts';
import { foldName, readCategoryTree } from './categories.ts';
import type { ToolDefinition } from './tool-types.ts';

// The live category tree with display names, optionally filtered by a word (accent-insensitive)
// matching the category or any of its subcategories.

const schema = z.object({
  busca: optionalText(100).describe(
    'Opcional: palavra para filtrar categorias e subcategorias (ex.: "geladeira").',
  ),
});

export const listarCategorias: ToolDefinition<typeof schema> = {
  name: 'listar_categorias',
  description:
    'Lista as categorias e subcategorias de produtos atendidas pelas lojas. Use antes de criar um desejo para classificá-lo: escolha exatamente uma categoria e uma subcategoria desta lista, com os nomes escritos como vieram.',
  audience: 'cliente',
  tablesConsulted: ['categorias', 'subcategorias'],
  schema,
  async handler({ busca }, ctx) {
    const tree = await readCategoryTree(ctx.db);
    const wanted = busca ? foldName(busca) : '';
    const categorias = tree
      .map((c) => {
        const names = c.subcategorias.map((s) => s.nome);
        if (!wanted || foldName(c.nome).includes(wanted)) return { categoria: c.nome, subcategorias: names };
        const subs = names.filter((n) => foldName(n).includes(wanted));
        return subs.length > 0 ? { categoria: c.nome, subcategorias: subs } : null;
      })
      .filter((c) => c !== null);
    if (busca && categorias.length === 0) {
      return {
        ok: true,
        data: {
          categorias: tree.map((c) => ({
            categoria: c.nome,
            subcategorias: c.subcategorias.map((s) => s.nome),
          })),
          aviso: `Nada encontrado para "${busca}"; estas são todas as categorias.`,
        },
      };
    }
    return { ok: true, data: { categorias } };
  },
};
