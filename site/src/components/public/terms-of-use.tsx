import type { LegalSection } from './legal-section.tsx';

// Termos de Uso, the 7 sections of spec 001 §2.7.

export const termsOfUse: readonly LegalSection[] = [
  {
    id: 'termos-sobre',
    title: 'Sobre a plataforma',
    body: ({ productName, companyName, cnpj }) => (
      <>
        <p>
          O {productName} é uma plataforma que conecta consumidores a lojas da sua cidade. O cliente descreve
          o produto que deseja comprar (o “desejo”) e a plataforma envia esse pedido às lojas cadastradas que
          atendem aquela cidade e categoria, para que elas respondam com ofertas.
        </p>
        <p>
          A plataforma é operada por {companyName}
          {cnpj && <>, inscrita no CNPJ sob o nº {cnpj}</>}, doravante “nós”.
        </p>
      </>
    ),
  },
  {
    id: 'termos-aceitacao',
    title: 'Aceitação dos termos',
    body: () => (
      <p>
        Ao enviar um desejo, criar uma conta de lojista ou usar qualquer parte da plataforma, você declara que
        leu, entendeu e concorda com estes Termos de Uso e com a Política de Privacidade abaixo. Se não
        concordar, não utilize a plataforma. O cadastro de lojistas exige o aceite expresso destes termos.
      </p>
    ),
  },
  {
    id: 'termos-servicos',
    title: 'Serviços oferecidos',
    body: () => (
      <>
        <p>A plataforma oferece:</p>
        <ul>
          <li>envio de desejos de compra pelo site ou pelo nosso atendimento no WhatsApp;</li>
          <li>
            encaminhamento de cada desejo às lojas da cidade do cliente que atendem a categoria do produto;
          </li>
          <li>
            painel para lojistas visualizarem oportunidades, enviarem ofertas e gerenciarem seu cadastro;
          </li>
          <li>entrega das ofertas ao cliente pelo WhatsApp, com o contato direto da loja.</li>
        </ul>
        <p>
          O cadastro de lojistas é gratuito e passa por análise da nossa equipe em até 48 horas. O recebimento
          de oportunidades depende da aprovação e do plano da loja.
        </p>
      </>
    ),
  },
  {
    id: 'termos-responsabilidades',
    title: 'Responsabilidades dos usuários',
    body: () => (
      <>
        <p>
          <strong>Clientes</strong> devem fornecer informações verdadeiras sobre o que desejam comprar e um
          número de WhatsApp próprio, e tratar as lojas com respeito.
        </p>
        <p>
          <strong>Lojistas</strong> devem manter dados cadastrais corretos e atualizados (incluindo o CNPJ),
          enviar apenas ofertas reais, com preço, condições de pagamento, prazo de entrega e validade que
          possam cumprir, respeitar o Código de Defesa do Consumidor e atender somente à cidade onde a loja
          está estabelecida.
        </p>
        <p>
          É proibido usar a plataforma para enviar conteúdo ilegal, ofensivo ou enganoso, para spam ou para
          coletar dados de outros usuários. Contas que violarem estas regras podem ser suspensas.
        </p>
      </>
    ),
  },
  {
    id: 'termos-assinaturas',
    title: 'Assinaturas e pagamentos',
    body: () => (
      <>
        <p>
          Os planos pagos para lojistas são cobrados mensalmente no cartão de crédito, por meio de um provedor
          de pagamentos. Nós não armazenamos os dados do seu cartão.
        </p>
        <p>
          A assinatura é renovada automaticamente a cada mês até ser cancelada. Você pode cancelar a qualquer
          momento no painel de gerenciamento da assinatura; o acesso do plano continua até o fim do período já
          pago.
        </p>
        <p>
          O pagamento das compras feitas pelos clientes acontece diretamente entre cliente e loja: a
          plataforma não intermedeia nem processa esses pagamentos.
        </p>
      </>
    ),
  },
  {
    id: 'termos-limitacao',
    title: 'Limitação de responsabilidade',
    body: () => (
      <p>
        A plataforma atua apenas como intermediária, aproximando clientes e lojas. Não vendemos os produtos
        anunciados e não somos parte das negociações. Preço, qualidade, entrega, troca e garantia são de
        responsabilidade exclusiva da loja que fez a oferta. Não garantimos que todo desejo receba ofertas nem
        que toda oportunidade resulte em venda.
      </p>
    ),
  },
  {
    id: 'termos-alteracoes',
    title: 'Alterações nos termos',
    body: () => (
      <p>
        Podemos atualizar estes termos para refletir mudanças na plataforma ou na legislação. A data da última
        atualização aparece no topo desta página, e mudanças relevantes serão comunicadas aos lojistas
        cadastrados. O uso continuado da plataforma após a atualização significa concordância com a nova
        versão.
      </p>
    ),
  },
];
