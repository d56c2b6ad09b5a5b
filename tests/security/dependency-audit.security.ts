import { describe, expect, it } from 'vitest';
import { auditVerdict } from '../../scripts/audit-verdict.ts';

// The CI gate over `npm audit --json` (scripts/audit-deps.ts), on reports shaped like npm 11's.

const report = (vulnerabilities: Record<string, { name: string; severity: string }>) => {
  const counts = { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 };
  for (const v of Object.values(vulnerabilities)) {
    counts[v.severity as keyof typeof counts] += 1;
    counts.total += 1;
  }
  return { auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: counts } };
};

describe('dependency audit gate', () => {
  it('fails on a high or a critical advisory and names the package', () => {
    const high = auditVerdict(report({ qs: { name: 'qs', severity: 'high' } }), { required: false });
    expect(high.exitCode).toBe(1);
    expect(high.lines).toContain('  high: qs');
    const critical = auditVerdict(report({ tar: { name: 'tar', severity: 'critical' } }), {
      required: false,
    });
    expect(critical.exitCode).toBe(1);
  });

  it('passes with only low and moderate findings, and says how many', () => {
    const verdict = auditVerdict(
      report({ a: { name: 'a', severity: 'moderate' }, b: { name: 'b', severity: 'low' } }),
      { required: true },
    );
    expect(verdict.exitCode).toBe(0);
    expect(verdict.lines[0]).toContain('moderate 1');
  });

  it('an audit the registry refused passes with a warning, or fails where it is required', () => {
    const refused = {
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
    };
    const lenient = auditVerdict(refused, { required: false });
    expect(lenient.exitCode).toBe(0);
    expect(lenient.lines[0]).toMatch(/^aviso: auditoria de dependências não realizada.*405/);
    expect(auditVerdict(refused, { required: true }).exitCode).toBe(1);
  });
});
