import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';

// The repo's own imports, read from the source text: static `import … from`, `export … from`,
// side-effect `import '…'` and dynamic `import('…')`. Package imports are left out; `#folder/…`
// is the package.json "imports" alias for `./folder/…`.

export type ImportEdge = { from: string; to: string; typeOnly: boolean };

const SPECIFIER =
  /(?:^|[\s;])(import|export)\s+(type\s+)?(?:[^'"`;]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

const SKIPPED_DIRS = new Set(['node_modules', 'generated', 'dist', 'data']);

export function listSourceFiles(root: string, folders: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(join(dir, entry.name));
      } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        files.push(relative(root, join(dir, entry.name)));
      }
    }
  };
  for (const folder of folders) walk(join(root, folder));
  return files.sort();
}

export function readImports(root: string, file: string): ImportEdge[] {
  const text = readFileSync(join(root, file), 'utf8');
  const edges: ImportEdge[] = [];
  for (const match of text.matchAll(SPECIFIER)) {
    const specifier = match[3] ?? match[4];
    if (!specifier) continue;
    const target = resolveSpecifier(file, specifier);
    if (target) edges.push({ from: file, to: target, typeOnly: match[2] !== undefined });
  }
  return edges;
}

export function resolveSpecifier(fromFile: string, specifier: string): string | null {
  if (specifier.startsWith('#')) return specifier.slice(1);
  if (specifier.startsWith('.')) return posix.join(posix.dirname(fromFile), specifier);
  return null;
}

export function topFolder(file: string): string {
  const slash = file.indexOf('/');
  return slash === -1 ? '.' : file.slice(0, slash);
}
