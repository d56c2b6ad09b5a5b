import { apagarMeusDados } from './apagar-meus-dados.ts';
import { chamarAtendente, chamarAtendenteLoja } from './chamar-atendente.ts';
import { criarDesejo } from './criar-desejo.ts';
import { fecharDesejo } from './fechar-desejo.ts';
import { listarCategorias } from './listar-categorias.ts';
import { listarOfertas } from './listar-ofertas.ts';
import { listarOportunidades } from './listar-oportunidades.ts';
import { meuPlano } from './meu-plano.ts';
import { meusDados } from './meus-dados.ts';
import { notificarLojistas } from './notificar-lojistas.ts';
import { pausarOportunidades } from './pausar-oportunidades.ts';
import { receberMensagensCliente, receberMensagensLoja } from './receber-mensagens.ts';
import { recusarOportunidade } from './recusar-oportunidade.ts';
import { registrarOferta } from './registrar-oferta.ts';
import type { ToolDefinition } from './tool-types.ts';

// Every agent tool, in the order they are offered to the model and listed in /gestao/ferramentas.
// A new tool is its own file plus one line here: its name, description, audience and parameters
// come from its definition (bot-functions.ts builds the default bot_functions from them).

export const TOOL_DEFINITIONS: readonly ToolDefinition[] = [
  listarCategorias,
  criarDesejo,
  notificarLojistas,
  listarOfertas,
  fecharDesejo,
  meusDados,
  apagarMeusDados,
  chamarAtendente,
  receberMensagensCliente,
  listarOportunidades,
  registrarOferta,
  recusarOportunidade,
  chamarAtendenteLoja,
  pausarOportunidades,
  meuPlano,
  receberMensagensLoja,
];
