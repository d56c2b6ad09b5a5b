import { loadUnderstanding } from '#agent/fallback/understanding.ts';
import { readPlace } from '#domain/understanding/place.ts';
import type { InboundLocation } from '#whatsapp/inbound-message.ts';
import type { PendingMessage } from '../conversation/conversation-data.ts';
import type { MediaDeps, MediaOutcome } from './media-deps.ts';
import { MIDIA } from './media-replies.ts';

// A location pin: the cities table has no coordinates, so the city is read from the text WhatsApp
// sends beside them (a place's address, "Av. Brasil, 100 - Centro, Campinas - SP, 13010-000",
// or its name) by the same understanding as a typed city. One city found: the agent reads it as
// if typed ("Campinas SP"); none, or a name shared by several states: the bot asks for the city.

function locationOf(metadata: Record<string, unknown>): InboundLocation | null {
  const location = metadata.location as Partial<InboundLocation> | undefined;
  return typeof location?.latitude === 'number' ? (location as InboundLocation) : null;
}

export async function readLocation(
  message: PendingMessage,
  deps: Pick<MediaDeps, 'db'>,
): Promise<MediaOutcome> {
  const location = locationOf(message.metadata);
  const texts = [location?.address, location?.name].filter((t): t is string => Boolean(t?.trim()));
  if (texts.length > 0) {
    const { places } = await loadUnderstanding(deps.db);
    for (const text of texts) {
      const cidades = readPlace(text, places).match?.cidades ?? [];
      if (cidades.length === 1) return { text: `${cidades[0]!.nome} ${cidades[0]!.uf}` };
    }
  }
  // The notice asks for the city itself: no question under way repeated after it.
  return { notice: MIDIA.localizacaoSemCidade };
}
