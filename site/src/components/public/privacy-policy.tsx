import type { LegalSection } from './legal-section.tsx';

// Política de Privacidade, the 8 sections of spec 001 §2.7 (LGPD, Lei nº 13.709/2018).

export const privacyPolicy: readonly LegalSection[] = [
  {
    id: 'privacidade-dados',
    title: 'Dados coletados',
    body: () => (
      <>
        <p>
          <strong>De clientes:</strong> nome completo, e-mail, telefone de WhatsApp, cidade e estado, e a
          descrição do desejo (produto, marca e características).
        </p>
        <p>
          <strong>De lojistas:</strong> dados da empresa (nome da loja, CNPJ, telefones e WhatsApp), dados do
          responsável (nome e e-mail), endereço, categorias atendidas e as informações de pagamento da
          assinatura, que ficam com o provedor de pagamentos.
        </p>
      </>
    ),
  },
  {
    id: 'privacidade-uso',
    title: 'Uso das informações',
    body: () => (
      <>
        <p>Usamos os dados para:</p>
        <ul>
          <li>encaminhar cada desejo às lojas certas e entregar as ofertas ao cliente;</li>
          <li>criar e manter a conta do lojista, analisar o cadastro e gerenciar a assinatura;</li>
          <li>prestar suporte e enviar comunicações sobre o serviço;</li>
          <li>melhorar a plataforma e prevenir fraudes e abusos.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'privacidade-compartilhamento',
    title: 'Compartilhamento de dados',
    body: () => (
      <>
        <p>Compartilhamos dados somente:</p>
        <ul>
          <li>
            com as lojas relevantes para o seu desejo (da sua cidade e da categoria do produto), para que
            possam enviar ofertas;
          </li>
          <li>
            com prestadores essenciais à operação (hospedagem, envio de mensagens e e-mails, pagamentos), sob
            contrato e apenas no necessário;
          </li>
          <li>quando exigido por lei ou por ordem de autoridade competente.</li>
        </ul>
        <p>
          <strong>Nunca vendemos seus dados pessoais.</strong>
        </p>
      </>
    ),
  },
  {
    id: 'privacidade-seguranca',
    title: 'Segurança',
    body: () => (
      <p>
        Adotamos medidas técnicas e administrativas para proteger os dados: conexões criptografadas, senhas
        armazenadas com hash, sessões em cookies protegidos, acesso restrito e registrado à área
        administrativa e autenticação em dois fatores para a equipe. Nenhum sistema é totalmente invulnerável;
        se houver um incidente relevante, os titulares afetados e a ANPD serão comunicados.
      </p>
    ),
  },
  {
    id: 'privacidade-direitos',
    title: 'Seus direitos (LGPD)',
    body: () => (
      <>
        <p>
          Pela Lei Geral de Proteção de Dados (Lei nº 13.709/2018), você pode, a qualquer momento, solicitar:
        </p>
        <ul>
          <li>confirmação de que tratamos seus dados e acesso a eles;</li>
          <li>correção de dados incompletos, inexatos ou desatualizados;</li>
          <li>anonimização, bloqueio ou eliminação de dados desnecessários ou excessivos;</li>
          <li>portabilidade dos dados a outro fornecedor;</li>
          <li>eliminação dos dados tratados com o seu consentimento e revogação desse consentimento;</li>
          <li>informação sobre com quem compartilhamos seus dados.</li>
        </ul>
        <p>Você também pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).</p>
      </>
    ),
  },
  {
    id: 'privacidade-cookies',
    title: 'Cookies',
    body: () => (
      <p>
        Usamos apenas cookies essenciais, necessários para manter você conectado à sua conta e para a
        segurança do site. Não usamos cookies de publicidade nem de rastreamento para anúncios.
      </p>
    ),
  },
  {
    id: 'privacidade-retencao',
    title: 'Retenção dos dados',
    body: () => (
      <p>
        Mantemos os dados pelo tempo necessário para prestar o serviço e cumprir obrigações legais, fiscais e
        regulatórias. Quando deixam de ser necessários, os dados são eliminados ou anonimizados. Você pode
        pedir a exclusão da sua conta a qualquer momento, ressalvados os dados que a lei nos obriga a guardar.
      </p>
    ),
  },
  {
    id: 'privacidade-contato',
    title: 'Contato',
    body: ({ companyName, cnpj, support }) => (
      <>
        <p>
          Para exercer seus direitos ou tirar dúvidas sobre privacidade, fale com o nosso suporte pelo
          WhatsApp: {support}
        </p>
        <p>
          Controlador dos dados: {companyName}
          {cnpj && <>, CNPJ {cnpj}</>}.
        </p>
      </>
    ),
  },
];
