import conversaWhatsappSrc from '../../assets/conversa-whatsapp.svg?no-inline';
import painelLojaSrc from '../../assets/painel-loja.svg?no-inline';
import { cn } from '../../lib/cn.ts';

// The marketing pages' pictures: hand-written SVG files, never inlined into the JavaScript (the
// home page's budget), requested only when near the screen. width and height are the SVG's own,
// so the browser keeps their place before they arrive and nothing below them jumps.

export type IllustrationImage = { src: string; alt: string; width: number; height: number };

export const conversaWhatsapp: IllustrationImage = {
  src: conversaWhatsappSrc,
  alt:
    'Conversa no WhatsApp: o cliente escreve “to procurando uma geladeira em campinas, quanto fica?”, ' +
    'o assistente responde que o desejo foi para 4 lojas de Campinas e as ofertas chegam na conversa, ' +
    'como a da Eletro Centro, R$ 2.899,00 em 10x sem juros com entrega amanhã, ' +
    'cada uma com o botão Falar com a loja.',
  width: 300,
  height: 600,
};

export const painelLoja: IllustrationImage = {
  src: painelLojaSrc,
  alt:
    'Painel do lojista: a loja abre o pedido de geladeira frost free de Campinas, preenche preço ' +
    'R$ 2.899,00, 10x sem juros e entrega amanhã, e a oferta vai para o cliente.',
  width: 400,
  height: 300,
};

export function Illustration({ image, className }: { image: IllustrationImage; className?: string }) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      className={cn('h-auto max-w-full', className)}
    />
  );
}
