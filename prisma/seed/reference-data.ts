import { seedBotConfig } from './bot-config.ts';
import { seedCategories } from './categories.ts';
import { seedLocations } from './locations.ts';
import type { SeedClient } from './seed-client.ts';
import { seedMarcas } from './understanding.ts';

export type ReferenceDataSummary = {
  estados: number;
  cidades: number;
  categorias: number;
  subcategorias: number;
  marcas: number;
  botConfig: number;
};

/** Seeds locations, categories, brands and bot_config; counts are rows inserted by this run. */
export async function seedReferenceData(db: SeedClient): Promise<ReferenceDataSummary> {
  const locations = await seedLocations(db);
  const categories = await seedCategories(db);
  const marcas = await seedMarcas(db);
  const botConfig = await seedBotConfig(db);
  return { ...locations, ...categories, marcas, ...botConfig };
}
