import { spawnSync } from 'node:child_process';
import { type AuditReport, auditVerdict } from './audit-verdict.ts';

// `npm run audit:deps` (CI): fails on any high or critical advisory in the installed dependencies.
// The registry these machines reach refuses npm's advisory endpoint (405), so when the audit
// cannot be asked at all this says so and passes, unless AUDIT_REQUIRED=1 (set it where
// registry.npmjs.org answers, so a broken audit never passes silently there).

const run = spawnSync('npm', ['audit', '--json'], { encoding: 'utf8', maxBuffer: 64 * 2 ** 20 });
let report: AuditReport;
try {
  report = JSON.parse(run.stdout) as AuditReport;
} catch {
  console.error(`npm audit não respondeu em JSON:\n${run.stderr}`);
  process.exit(1);
}
const verdict = auditVerdict(report, { required: process.env.AUDIT_REQUIRED === '1' });
for (const line of verdict.lines) (verdict.exitCode === 0 ? console.log : console.error)(line);
process.exit(verdict.exitCode);
