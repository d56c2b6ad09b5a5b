import { andThen } from '#agent/fallback/customer-replies.ts';
import { readState } from '#agent/fallback/state.ts';

// What the bot says about a message that is not text, in Portuguese. Each answer keeps the
// conversation going: in the middle of the guided questionnaire it repeats the question under
// way; otherwise it says what the bot needs (the product and the city).

export const MIDIA = {
  naoOuvi:
    'Não consegui ouvir o seu áudio agora. 🙏 Pode me escrever a mensagem? Eu continuo de onde paramos.',
  audioLongo:
    'Seu áudio passou de 5 minutos e eu não consigo ouvir áudios tão longos. 🙏 Pode me escrever em poucas palavras?',
  audioGrande: 'Seu áudio é grande demais para eu ouvir. 🙏 Pode me escrever a mensagem?',
  fotoRecebidaDesejo: 'Recebi a foto! 📷 Ela vai junto com o seu desejo para as lojas.',
  fotoRecebida:
    'Recebi a foto! 📷 Me conta: qual produto você procura e em qual cidade? Eu envio o seu desejo, com a foto, para as lojas.',
  fotoRecebidaLoja: 'Recebi a foto! 📷 Ela vai junto com a sua oferta.',
  fotoAnexada: 'Recebi a foto! 📷 Juntei ao seu desejo: as lojas que o receberam já podem vê-la.',
  fotoNaoAberta:
    'Não consegui abrir a sua foto. 🙏 Pode enviar de novo ou me descrever por escrito o que você procura?',
  fotoGrande: 'Sua foto passou de 5 MB e eu não consigo recebê-la. 🙏 Pode enviar uma menor?',
  documentoRecebido:
    'Recebi o arquivo! 📎 Para eu avisar as lojas, me escreve em poucas palavras o produto que você procura e a cidade.',
  documentoLoja: 'Recebi o arquivo! 📎 Para a oferta, me escreve o preço e as condições por aqui.',
  video:
    'Recebi o vídeo, obrigado! Por aqui eu só repasso fotos para as lojas: se quiser, mande uma foto ou descreva o produto por escrito.',
  localizacaoSemCidade:
    'Recebi a sua localização! 📍 Não consegui saber a cidade por ela: me escreve a cidade e o estado, ex.: Campinas SP.',
  contato:
    'Recebi o contato, obrigado! Por aqui eu não uso contatos compartilhados. Me conta o que você procura, que eu aviso as lojas da sua cidade.',
  pedido:
    'Recebi o seu carrinho, obrigado! Por aqui eu trabalho com desejos: me conta o produto e a cidade, que eu aviso as lojas e elas te mandam ofertas.',
  naoSuportada: 'Não consegui abrir esse tipo de mensagem. Pode me contar por escrito o que você procura? 🙂',
} as const;

/**
 * The notice followed by the guided question under way, when there is one: "Continuando: Em qual
 * cidade...". Without a questionnaire the notice alone (the model reads the history).
 */
export function withQuestion(notice: string, agentState: unknown, now: Date): string {
  const state = readState(agentState, now);
  return andThen(notice, state?.fluxo === 'desejo' ? state : null);
}

/** Whether a wish is being described (the guided questionnaire is under way). */
export function isWishUnderWay(agentState: unknown, now: Date): boolean {
  return readState(agentState, now)?.fluxo === 'desejo';
}
