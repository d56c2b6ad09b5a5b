import { shortCode } from '#domain/ofertas/dashboard-schemas.ts';
import type { TemplateVars } from '#prompts/templates.ts';
import type { findOutcomeNotice } from './notifications-data.ts';
import { formatBrl } from './template-vars.ts';

// What the outcome notices show the shops, from the offer findOutcomeNotice reads.

type OutcomeNotice = NonNullable<Awaited<ReturnType<typeof findOutcomeNotice>>>;

/** The name the shop greets: the first word of what the customer gave, else a neutral "Cliente". */
export function firstName(nomeCliente: string | null | undefined): string {
  const first = nomeCliente?.trim().split(/\s+/)[0] ?? '';
  // criar_desejo's default when WhatsApp gave no profile name.
  return first === '' || nomeCliente?.trim() === 'Cliente WhatsApp' ? 'Cliente' : first;
}

/** The wa.me link of a chosen offer: the shop opens the customer's chat with a greeting naming the wish. */
export function customerLink(options: {
  whatsappCliente: string;
  nome: string;
  loja: string;
  produto: string;
  codigo: string;
}) {
  const hello = `Olá, ${options.nome}! Aqui é da ${options.loja}, sobre a oferta que você escolheu para ${options.produto} (código ${options.codigo}).`;
  return `https://wa.me/${options.whatsappCliente}?text=${encodeURIComponent(hello)}`;
}

export function ofertaEscolhidaVars(oferta: OutcomeNotice): TemplateVars<'oferta_escolhida'> {
  const codigo = shortCode(oferta.desejo.id);
  const cliente = firstName(oferta.desejo.nome_cliente);
  return {
    produto: oferta.desejo.produto_desejado,
    codigo,
    valor: formatBrl(oferta.valor.toString()),
    cliente,
    link_cliente: customerLink({
      whatsappCliente: oferta.desejo.whatsapp_cliente,
      nome: cliente,
      loja: oferta.lojista.nome_loja,
      produto: oferta.desejo.produto_desejado,
      codigo,
    }),
  };
}

export function desejoEncerradoVars(oferta: OutcomeNotice): TemplateVars<'desejo_encerrado'> {
  return {
    produto: oferta.desejo.produto_desejado,
    codigo: shortCode(oferta.desejo.id),
    valor: formatBrl(oferta.valor.toString()),
  };
}
