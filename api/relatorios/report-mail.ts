import { escapeHtml, type MailContent } from '#api/mail/templates.ts';

// The e-mail the team gets for each problem report, sent to SUPPORT_EMAIL (send-report.ts).

export type ReportMailFacts = {
  productName: string;
  id: string;
  titulo: string;
  descricao: string;
  passos: string | null;
  lojistaNome: string | null;
  lojistaEmail: string;
  userAgent: string | null;
  url: string | null;
};

export function errorReportMail(r: ReportMailFacts): MailContent {
  // The title is the user's text: one line, and short, in the subject.
  const subject = `[${r.productName}] Relatório de erro: ${r.titulo.replace(/\s+/g, ' ').slice(0, 100)}`;
  const rows: [string, string][] = [
    ['Relatório', r.id],
    ['Loja', r.lojistaNome ?? '(sem loja)'],
    ['E-mail', r.lojistaEmail],
    ['Página', r.url ?? '(não informada)'],
    ['Navegador', r.userAgent ?? '(não informado)'],
  ];
  const sections: [string, string][] = [
    ['Título', r.titulo],
    ['Descrição', r.descricao],
    ['Passos para reproduzir', r.passos ?? '(não informados)'],
  ];
  const text = [
    ...sections.map(([label, value]) => `${label}:\n${value}`),
    rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
  ].join('\n\n');
  const html = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#18181b;line-height:1.5;overflow-wrap:anywhere">
${sections.map(([label, value]) => `<h3 style="margin:16px 0 4px">${escapeHtml(label)}</h3><p style="margin:0;white-space:pre-wrap">${escapeHtml(value)}</p>`).join('\n')}
<table style="margin-top:16px;border-collapse:collapse;table-layout:fixed;width:100%">${rows.map(([label, value]) => `<tr><td style="padding:2px 12px 2px 0;color:#52525b;width:96px;vertical-align:top">${escapeHtml(label)}</td><td style="word-break:break-all">${escapeHtml(value)}</td></tr>`).join('')}</table>
</body></html>
`;
  return { subject, text, html };
}
