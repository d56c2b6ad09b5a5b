import { type ImportEdge, topFolder } from './import-graph.ts';

// The server-side folders from top to bottom (STYLE.md, "Layout shows the architecture"): each
// may import only from folders below it. The composition root, the command-line tools, the
// tests, the benches and the evaluation sit above everything and may import anything. paths/ is
// the bottom because prompts/ reads its Markdown through it (paths/project-root.ts).
export const LAYERS = [
  'bot',
  'agent',
  'tools',
  'api',
  'whatsapp',
  'prisma',
  'platform',
  'domain',
  'prompts',
  'paths',
] as const;

export const ABOVE_ALL = ['server', 'scripts', 'tests', 'bench', 'eval'] as const;

// The site is built apart: it shares the pure rules and, as types only, the API's responses.
const SITE_MAY_IMPORT = new Set(['domain', 'prompts']);

export type LayerViolation = ImportEdge & { reason: string };

/** Tests and their helpers beside the code belong to the tests: they may import any folder. */
export function isTestFile(file: string): boolean {
  return /(\.test\.tsx?|(^|\/)test-[^/]*\.tsx?|-test-[^/]*\.tsx?|(^|[/-])test-support\.tsx?)$/.test(file);
}

export function findLayerViolations(edges: readonly ImportEdge[]): LayerViolation[] {
  const rank = new Map<string, number>(LAYERS.map((folder, index) => [folder, index]));
  const violations: LayerViolation[] = [];
  for (const edge of edges) {
    const from = topFolder(edge.from);
    const to = topFolder(edge.to);
    if (isTestFile(edge.to) && !isTestFile(edge.from) && !(ABOVE_ALL as readonly string[]).includes(from)) {
      violations.push({ ...edge, reason: 'código de produção importa um arquivo de teste' });
      continue;
    }
    if (from === to || isTestFile(edge.from) || (ABOVE_ALL as readonly string[]).includes(from)) continue;
    if (from === 'site') {
      if (SITE_MAY_IMPORT.has(to) || (to === 'api' && edge.typeOnly)) continue;
      violations.push({ ...edge, reason: `site/ importa ${to}/` });
      continue;
    }
    const fromRank = rank.get(from);
    const toRank = rank.get(to);
    if (fromRank === undefined) {
      violations.push({ ...edge, reason: `${from}/ não está na lista de camadas` });
    } else if (toRank === undefined) {
      violations.push({ ...edge, reason: `${to}/ não pode ser importado por ${from}/` });
    } else if (toRank <= fromRank) {
      violations.push({ ...edge, reason: `${from}/ importa ${to}/, que está acima dela` });
    }
  }
  return violations;
}

// File-level cycles (Tarjan's strongly connected components) over the imports that run:
// a type-only import is erased and cannot make a module wait for another.
export function findImportCycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of edges) {
    if (edge.typeOnly) continue;
    const list = next.get(edge.from) ?? [];
    list.push(edge.to);
    next.set(edge.from, list);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return cycles;
}
