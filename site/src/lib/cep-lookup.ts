import type { QueryClient } from '@tanstack/react-query';
import type { CepAddress } from '#api/cep/viacep-client.ts';
import { onlyDigits } from '#domain/masks.ts';
import { normalizeText } from '#domain/text.ts';
import { api } from './api.ts';
import { cidadesQuery, estadosQuery } from './reference-data.ts';

// 'Buscar' next to a CEP: the server asks ViaCEP (GET /api/cep/:cep) and answers with its
// Portuguese errors ('CEP inválido para busca', 'CEP não encontrado', 'Erro ao buscar CEP').

export type AddressFromCep = {
  /** Street and neighbourhood, '' when ViaCEP has none (a CEP for a whole town). */
  endereco: string;
  /** The state's abbreviation when the state is active here, else ''. */
  estado: string;
  /** The name of the active city as the city list spells it, else ''. */
  cidade: string;
};

export function fetchCep(cep: string): Promise<CepAddress> {
  return api<CepAddress>(`/api/cep/${onlyDigits(cep)}`);
}

/**
 * Looks the CEP up and resolves it against the lists the form offers: the city select only holds
 * active cities, so ViaCEP's "localidade" is matched by folded name ("Sao Paulo" = "São Paulo").
 */
export async function findAddressByCep(queryClient: QueryClient, cep: string): Promise<AddressFromCep> {
  const found = await fetchCep(cep);
  const endereco = [found.logradouro, found.bairro]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  const estados = await queryClient.fetchQuery(estadosQuery).catch(() => []);
  const estado = estados.find((e) => e.sigla === found.estado)?.sigla ?? '';
  if (!estado) return { endereco, estado: '', cidade: '' };
  const cidades = await queryClient.fetchQuery(cidadesQuery(estado)).catch(() => []);
  const wanted = normalizeText(found.cidade);
  const cidade = cidades.find((c) => normalizeText(c.nome) === wanted)?.nome ?? '';
  return { endereco, estado, cidade };
}
