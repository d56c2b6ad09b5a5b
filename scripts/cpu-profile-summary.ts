import { readFileSync } from 'node:fs';

// Summarises a V8 .cpuprofile (node --cpu-prof, bench/load's BENCH_PROFILE_DIR): self time by
// package or project folder, and the hottest functions, so a bench run says where the CPU went
// without opening DevTools.
// Usage: npx tsx scripts/cpu-profile-summary.ts <file.cpuprofile> [top=25]

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** "pg", "@prisma/client", "project: bot", "node:internal", "(garbage collector)". */
function bucketOf(node: ProfileNode): string {
  const { url, functionName } = node.callFrame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const inModules = url.split('node_modules/').at(-1);
  if (inModules !== undefined && inModules !== url) {
    const parts = inModules.split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  if (url.startsWith('node:')) return 'node:internal';
  const project =
    url.match(/\/work\/[^/]+\/([^/]+)\//)?.[1] ?? url.match(/file:\/\/.*?\/([^/]+)\/[^/]+$/)?.[1];
  return `project: ${project ?? url}`;
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('uso: cpu-profile-summary <arquivo.cpuprofile> [top]');
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => {
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
const idle = [...selfUs].filter(([id]) => byId.get(id)?.callFrame.functionName === '(idle)');
const busy = total - idle.reduce((a, [, us]) => a + us, 0);

const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
const buckets = new Map<string, number>();
const functions = new Map<string, number>();
for (const [id, us] of selfUs) {
  const node = byId.get(id)!;
  if (node.callFrame.functionName === '(idle)') continue;
  add(buckets, bucketOf(node), us);
  const where = node.callFrame.url.split('/').slice(-2).join('/');
  add(
    functions,
    `${node.callFrame.functionName || '(anonymous)'} ${where}:${node.callFrame.lineNumber + 1}`,
    us,
  );
}
const pct = (us: number) => `${((us / busy) * 100).toFixed(1).padStart(5)} %`;
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy`);
console.log('\nself time by package / folder:');
for (const [name, us] of [...buckets].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`  ${pct(us)}  ${name}`);
}
console.log('\nhottest functions (self):');
for (const [name, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`  ${pct(us)}  ${name}`);
}
