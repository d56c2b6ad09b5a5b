import {
  BadgeCheck,
  Handshake,
  LayoutDashboard,
  type LucideIcon,
  MapPin,
  MessageCircle,
  Target,
} from 'lucide-react';
import type { FaqItem } from './faq-list.tsx';

// The copy of /cadastro-de-lojistas (spec 000 §1, §2, §9). Figures and facts come from the spec;
// keep them in step with the plan configuration when they mention plans.

export const landingStats = [
  { value: '500+', label: 'Lojistas ativos' },
  { value: '10k+', label: 'Clientes' },
  { value: '95%', label: 'Satisfação' },
  { value: '24h', label: 'Tempo de resposta' },
] as const;

export const landingBenefits: ReadonlyArray<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: Target,
    title: 'Clientes prontos para comprar',
    text: 'Você recebe pedidos de quem já sabe o que quer: produto, marca e detalhes descritos pelo próprio cliente.',
  },
  {
    icon: MapPin,
    title: 'Oportunidades na sua cidade',
    text: 'Os desejos chegam das pessoas da sua cidade, nas categorias que a sua loja vende.',
  },
  {
    icon: MessageCircle,
    title: 'Conversa direta pelo WhatsApp',
    text: 'Sua oferta chega ao cliente no WhatsApp, com um link para ele falar direto com a sua loja.',
  },
  {
    icon: BadgeCheck,
    title: 'Cadastro sempre gratuito',
    text: 'Criar a conta da sua loja não custa nada. Você escolhe o plano que faz sentido para o seu negócio.',
  },
  {
    icon: Handshake,
    title: 'Sem intermediários no pagamento',
    text: 'O pagamento é combinado direto entre você e o cliente. Não cobramos comissão sobre as suas vendas.',
  },
  {
    icon: LayoutDashboard,
    title: 'Painel simples de usar',
    text: 'Veja as oportunidades, envie ofertas e acompanhe tudo pelo computador ou pelo celular.',
  },
];

export const landingSteps = [
  {
    title: 'Cadastre sua loja',
    text: 'Crie sua conta grátis e informe os dados da loja, a cidade e as categorias que você vende.',
  },
  {
    title: 'Aguarde a aprovação',
    text: 'Nossa equipe analisa o cadastro em até 48 horas e avisa por e-mail quando ele for aprovado.',
  },
  {
    title: 'Receba desejos e venda',
    text: 'A cada pedido da sua cidade na sua categoria, você recebe a oportunidade e envia a sua oferta.',
  },
] as const;

export const landingTestimonials = [
  {
    quote:
      'Os clientes já chegam sabendo o que querem. Respondo pelo WhatsApp em minutos e fecho a venda no mesmo dia.',
    name: 'Carla Mendes',
    shop: 'Loja de eletrodomésticos',
    city: 'Campinas, SP',
  },
  {
    quote:
      'Como associado, recebo oportunidades todos os dias sem pagar nada. Foi o que trouxe movimento para a loja.',
    name: 'Roberto Almeida',
    shop: 'Material de construção',
    city: 'Ribeirão Preto, SP',
  },
  {
    quote:
      'O painel é simples: vejo o pedido, mando o preço e o cliente me chama. Sem comissão e sem complicação.',
    name: 'Juliana Costa',
    shop: 'Moda e acessórios',
    city: 'Belo Horizonte, MG',
  },
] as const;

export const landingFaq: readonly FaqItem[] = [
  {
    question: 'Quanto custa para cadastrar minha loja?',
    answer:
      'Nada. O cadastro é sempre gratuito. Depois de aprovado, você escolhe um plano: lojistas de associações parceiras recebem até 5 oportunidades por dia sem custo, e os planos pagos dão acesso a 100% das oportunidades do dia.',
  },
  {
    question: 'Sou associado de uma associação parceira. Quais são as vantagens?',
    answer:
      'Se a sua loja é associada a uma das nossas associações parceiras, você recebe até 5 oportunidades por dia gratuitamente e tem condições especiais no plano Premium. Veja a lista de associações na página Parceiros.',
  },
  {
    question: 'Como recebo o pagamento dos clientes?',
    answer:
      'O pagamento acontece diretamente entre a sua loja e o cliente, do jeito que vocês combinarem. A plataforma não processa pagamentos das vendas e não cobra comissão.',
  },
  {
    question: 'Posso atender clientes de outras cidades?',
    answer:
      'Cada loja recebe os desejos da sua própria cidade. Se você tem lojas físicas em outras cidades com o mesmo CNPJ, fale com o nosso suporte para incluí-las.',
  },
  {
    question: 'Quanto tempo leva para meu cadastro ser aprovado?',
    answer:
      'Nossa equipe analisa cada cadastro em até 48 horas. Você recebe um e-mail assim que ele for aprovado e, a partir daí, já pode receber oportunidades.',
  },
];
