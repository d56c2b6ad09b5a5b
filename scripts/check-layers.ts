import { listSourceFiles, readImports } from './layers/import-graph.ts';
import { ABOVE_ALL, findImportCycles, findLayerViolations, LAYERS } from './layers/layers.ts';

// `npm run check:layers`: every import goes down the layer list and no modules import each
// other in a circle. Prints what breaks the rule and exits 1.

const root = process.cwd();
const folders = [...LAYERS, ...ABOVE_ALL, 'site'];
const files = listSourceFiles(root, folders);
const edges = files.flatMap((file) => readImports(root, file));

const violations = findLayerViolations(edges);
const cycles = findImportCycles(edges);

for (const violation of violations) {
  console.log(`camada: ${violation.from} → ${violation.to} (${violation.reason})`);
}
for (const cycle of cycles) {
  console.log(`ciclo de ${cycle.length} arquivos: ${cycle.join(' ↔ ')}`);
}
console.log(
  `${files.length} arquivos, ${edges.length} importações: ${violations.length} fora de camada, ${cycles.length} ciclos`,
);
process.exitCode = violations.length > 0 || cycles.length > 0 ? 1 : 0;
