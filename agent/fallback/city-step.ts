import type { PlaceReading } from '#domain/understanding/place.ts';
import type { Place } from '#domain/understanding/place-index.ts';
import { CLIENTE } from './messages.ts';
import type { WishData, WishStep } from './state.ts';

// What a place reading means for the wish: one city that takes wishes (kept), the same name in
// several states (the state is asked, with the options), or a city an admin switched off (said
// honestly, another city asked). Every real municipality takes wishes otherwise: demand is data.

export type CityOutcome =
  | { kind: 'cidade'; dados: Pick<WishData, 'cidade' | 'uf'> }
  | { kind: 'pergunta'; step: WishStep; text: string };

export function cityOutcome(reading: PlaceReading): CityOutcome | null {
  const cidades = reading.match?.cidades ?? [];
  if (cidades.length === 0) return null;
  if (cidades.length > 1) {
    const options = cidades.map((c) => ({ nome: c.nome, uf: c.uf }));
    return {
      kind: 'pergunta',
      step: { etapa: 'uf', cidades: options },
      text: CLIENTE.qualUf(
        cidades[0]!.nome,
        options.map((c) => c.uf),
      ),
    };
  }
  const [cidade] = cidades as [Place];
  if (cidade.aceita === false) {
    return {
      kind: 'pergunta',
      step: { etapa: 'cidade' },
      text: CLIENTE.cidadeNaoAtendida(`${cidade.nome}/${cidade.uf}`),
    };
  }
  return { kind: 'cidade', dados: { cidade: cidade.nome, uf: cidade.uf } };
}
