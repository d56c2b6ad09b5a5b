// What `npm audit --json` means for CI: any high or critical advisory fails; an audit that could
// not be asked passes with a warning, unless required (see scripts/audit-deps.ts).

export type AuditReport = {
  metadata?: { vulnerabilities?: Record<string, number> };
  vulnerabilities?: Record<string, { name: string; severity: string }>;
  statusCode?: number;
  message?: string;
};

export type AuditVerdict = { exitCode: 0 | 1; lines: string[] };

export function auditVerdict(report: AuditReport, options: { required: boolean }): AuditVerdict {
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    const reason = report.message ?? `status ${report.statusCode ?? 'desconhecido'}`;
    return options.required
      ? { exitCode: 1, lines: [`auditoria de dependências indisponível: ${reason}`] }
      : {
          exitCode: 0,
          lines: [
            `aviso: auditoria de dependências não realizada — o registro recusou a consulta (${reason})`,
          ],
        };
  }
  const serious = Object.values(report.vulnerabilities ?? {}).filter(
    (v) => v.severity === 'high' || v.severity === 'critical',
  );
  const summary = Object.entries(counts)
    .map(([severity, n]) => `${severity} ${n}`)
    .join(', ');
  return {
    exitCode: serious.length > 0 ? 1 : 0,
    lines: [`dependências auditadas: ${summary}`, ...serious.map((v) => `  ${v.severity}: ${v.name}`)],
  };
}
