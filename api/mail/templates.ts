import type { Env } from '#platform/config/env.ts';

// The product's e-mails, in Portuguese, as plain text plus a simple HTML version. Builders take
// the values already resolved (links included) and return what the mail.send job carries. Only
// the credentials e-mail ever contains a password: every other one links to the site instead.
// A link is one unbroken word of 150+ characters: printed in full it must be allowed to break
// anywhere, or a phone's mail app scrolls the whole e-mail sideways.

export type MailContent = { subject: string; text: string; html: string };

type Common = { productName: string; name?: string | null };

/** The site's public base: PUBLIC_URL, or the local server. Links in e-mails start here. */
export function siteUrl(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>, path = '/'): string {
  const base = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

export function confirmationMail(v: Common & { confirmUrl: string }): MailContent {
  return render(v, {
    subject: `Confirme seu email no ${v.productName}`,
    paragraphs: [
      `Recebemos seu cadastro no ${v.productName}. Para ativar sua conta, confirme seu email no botão abaixo.`,
    ],
    action: { label: 'Confirmar meu email', url: v.confirmUrl },
    footnote: 'O link vale por 24 horas. Se você não criou esta conta, ignore este email: nada será ativado.',
  });
}

export function recoveryMail(v: Common & { resetUrl: string }): MailContent {
  return render(v, {
    subject: `Redefinição de senha no ${v.productName}`,
    paragraphs: [
      'Recebemos um pedido para redefinir a senha da sua conta. Use o botão abaixo para criar uma nova senha.',
      'Por segurança, depois da troca todas as sessões abertas da sua conta serão encerradas.',
    ],
    action: { label: 'Criar nova senha', url: v.resetUrl },
    footnote:
      'O link vale por 1 hora e só pode ser usado uma vez. Se você não pediu a troca, ignore este email.',
  });
}

/** Sent when a new shop finishes its profile (spec: enviar-boas-vindas). */
export function welcomeMail(v: Common & { nomeLoja: string; dashboardUrl: string }): MailContent {
  return render(v, {
    subject: `Bem-vindo ao ${v.productName}, ${v.nomeLoja}!`,
    paragraphs: [
      `O cadastro da loja ${v.nomeLoja} foi recebido. O cadastro é sempre gratuito.`,
      'Nossa equipe analisa cada cadastro em até 48 horas. Você receberá um email assim que a loja for aprovada e, a partir daí, começará a receber oportunidades de clientes da sua cidade.',
    ],
    action: { label: 'Acessar minha conta', url: v.dashboardUrl },
  });
}

/** Sent on a shop's first approval in /gestao/lojistas. */
export function approvalMail(v: Common & { nomeLoja: string; dashboardUrl: string }): MailContent {
  return render(v, {
    subject: `Sua loja foi aprovada no ${v.productName}`,
    paragraphs: [
      `Boa notícia: o cadastro da loja ${v.nomeLoja} foi aprovado.`,
      'A partir de agora você recebe os desejos dos clientes da sua cidade e das suas categorias, pelo WhatsApp da loja e no painel. Responda com sua oferta e o cliente fala direto com você.',
    ],
    action: { label: 'Ver oportunidades', url: v.dashboardUrl },
  });
}

/** Quick registration: the temporary password, shown once on screen and sent here. */
export function credentialsMail(
  v: Common & { nomeLoja: string; email: string; temporaryPassword: string; loginUrl: string },
): MailContent {
  return render(v, {
    subject: `Seus dados de acesso ao ${v.productName}`,
    paragraphs: [`A loja ${v.nomeLoja} foi cadastrada no ${v.productName}. Estes são seus dados de acesso:`],
    details: [
      ['Email', v.email],
      ['Senha temporária', v.temporaryPassword],
    ],
    action: { label: 'Entrar na minha conta', url: v.loginUrl },
    footnote:
      'No primeiro acesso você precisará criar uma nova senha. Não compartilhe esta senha com ninguém.',
  });
}

/** Someone tried to sign up with an e-mail that already has an account (the sign-up answer does not tell). */
export function accountExistsMail(v: Common & { loginUrl: string }): MailContent {
  return render(v, {
    subject: `Você já tem uma conta no ${v.productName}`,
    paragraphs: [
      'Alguém tentou criar uma conta com este email, mas ele já está cadastrado. Faça login ou use outro email.',
      'Se esqueceu a senha, use a opção "Recuperar Senha" na página de login para criar uma nova.',
    ],
    action: { label: 'Fazer login', url: v.loginUrl },
    footnote: 'Se não foi você, ignore este email: sua conta continua como estava.',
  });
}

type Layout = {
  subject: string;
  paragraphs: string[];
  details?: [label: string, value: string][];
  action: { label: string; url: string };
  footnote?: string;
};

function render(v: Common, layout: Layout): MailContent {
  const greeting = v.name?.trim() ? `Olá, ${v.name.trim()}!` : 'Olá!';
  const signature = `Equipe ${v.productName}`;
  const text = [
    greeting,
    ...layout.paragraphs,
    ...(layout.details ? [layout.details.map(([label, value]) => `${label}: ${value}`).join('\n')] : []),
    `${layout.action.label}: ${layout.action.url}`,
    ...(layout.footnote ? [layout.footnote] : []),
    signature,
  ].join('\n\n');

  const p = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const html = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(layout.subject)}</title></head>
<body style="margin:0;padding:16px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="margin:0 0 24px;font-size:20px">${escapeHtml(v.productName)}</h1>
${p(escapeHtml(greeting))}
${layout.paragraphs.map((paragraph) => p(escapeHtml(paragraph))).join('\n')}
${
  layout.details
    ? `<table style="margin:0 0 16px;border-collapse:collapse">${layout.details
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 12px 4px 0;color:#52525b">${escapeHtml(label)}</td><td style="padding:4px 0;font-family:monospace;font-size:16px;word-break:break-all"><strong>${escapeHtml(value)}</strong></td></tr>`,
        )
        .join('')}</table>`
    : ''
}
<p style="margin:24px 0"><a href="${escapeHtml(layout.action.url)}" style="background:#16a34a;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;display:inline-block">${escapeHtml(layout.action.label)}</a></p>
<p style="margin:0 0 16px;word-break:break-all;overflow-wrap:anywhere">Se o botão não funcionar, copie este endereço no navegador:<br><a href="${escapeHtml(layout.action.url)}">${escapeHtml(layout.action.url)}</a></p>
${layout.footnote ? `<p style="margin:0 0 16px;color:#52525b;font-size:13px">${escapeHtml(layout.footnote)}</p>` : ''}
${p(escapeHtml(signature))}
</div>
</body></html>
`;
  return { subject: layout.subject, text, html };
}

/** Text placed in an e-mail's HTML: the five characters that could open markup or an attribute. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
