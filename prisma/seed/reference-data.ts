import { TERMOS_CATEGORIA, TERMOS_SUBCATEGORIA } from '#prisma/data/categoria-termos.ts';
import { type BotFunctionDefaults, seedBotConfig } from './bot-config.ts';
import { seedCategories } from './categories.ts';
import { seedLocations } from './locations.ts';
import type { SeedClient } from './seed-client.ts';
import { seedMarcas, seedTermos } from './understanding.ts';

export type ReferenceDataSummary = {
  estados: number;
  cidades: number;
  categorias: number;
  subcategorias: number;
  marcas: number;
  categoriaTermos: number;
  subcategoriaTermos: number;
  botConfig: number;
};

/**
 * Seeds locations, categories, brands, category and subcategory terms (after the categories they
 * point at) and bot_config; counts are rows inserted by this run. The tools' default bot_functions
 * come from the caller (DEFAULT_BOT_FUNCTIONS of tools/bot-functions.ts, a layer above this one).
 */
export async function seedReferenceData(
  db: SeedClient,
  defaults: { botFunctions?: BotFunctionDefaults } = {},
): Promise<ReferenceDataSummary> {
  const locations = await seedLocations(db);
  const categories = await seedCategories(db);
  const marcas = await seedMarcas(db);
  const termos = await seedTermos(db, { TERMOS_CATEGORIA, TERMOS_SUBCATEGORIA });
  const botConfig = await seedBotConfig(db, defaults.botFunctions);
  return { ...locations, ...categories, marcas, ...termos, ...botConfig };
}
