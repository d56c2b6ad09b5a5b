import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

// The folder holding package.json: the root of a checkout and of a deployment alike. Every file
// read at run time (migrations, reference data, prompts, the built site) is named from here and
// never from import.meta.dirname, because the compiled server (dist/server/*.js, chunks below it)
// sits at another depth than the sources it was bundled from.

function findRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`nenhum package.json acima de ${start}`);
  }
}

export const projectRoot = findRoot(import.meta.dirname);

/** A path inside the project: `projectPath('prisma', 'migrations')`. */
export const projectPath = (...segments: string[]): string => join(projectRoot, ...segments);
