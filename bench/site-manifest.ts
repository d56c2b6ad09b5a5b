import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

// bench/site's signed-in routes, which a browser without a session cannot open (each redirects to
// its login): what they load is read from the build's manifest (vite build --manifest) as the
// router loads it: index.html's entry with its static imports, then each lazy module on the way to
// the page (the back office frame, the admin check, the page, react-query's provider) with its
// static imports. Chunks a page loads later (a dialog, a closed section) are not counted, as the
// browser rows do not count them either.

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
export type ViteManifest = Record<string, ManifestChunk>;

/** A page's lazy chunk also brings react-query's provider (lazyPage in site/src/router.tsx). */
const provider = 'src/lib/query-provider.tsx';
/** /gestao's frame, then the admin check that must answer before the page is requested. */
const adminFrame = ['src/components/layout/admin-layout.tsx', 'src/components/auth/admin-only.tsx', provider];

/** The routes of site/src/router.tsx behind a session, with the lazy modules each one loads. */
export const signedInRoutes: Array<{ route: string; modules: string[] }> = [
  { route: '/minha-conta/dashboard', modules: ['src/pages/dashboard-page.tsx', provider] },
  { route: '/completar-perfil', modules: ['src/pages/complete-profile-page.tsx', provider] },
  { route: '/gestao/dashboard', modules: [...adminFrame, 'src/pages/admin-dashboard-page.tsx'] },
  { route: '/gestao/ferramentas', modules: [...adminFrame, 'src/pages/admin-tools-page.tsx'] },
  { route: '/gestao/lojistas', modules: [...adminFrame, 'src/pages/admin-shops-page.tsx'] },
  { route: '/gestao/privacidade', modules: [...adminFrame, 'src/pages/admin-privacy-page.tsx'] },
  { route: '/gestao/mfa', modules: [...adminFrame, 'src/pages/admin-mfa-page.tsx'] },
];

/** The build's manifest, or null when the folder was built without one (BENCH_NO_BUILD). */
export async function readManifest(siteDir: string): Promise<ViteManifest | null> {
  const path = join(siteDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return null;
  return JSON.parse(await readFile(path, 'utf8')) as ViteManifest;
}

/** The JS and CSS files (paths in the site folder) a route loads: the entry's and its modules'. */
export function routeFiles(
  manifest: ViteManifest,
  modules: readonly string[],
): { js: string[]; css: string[] } {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    // A renamed page or a changed route table must fail loudly, not measure less.
    if (!chunk)
      throw new Error(`bench/site: ${key} não está no manifesto do build (site/src/router.tsx mudou?)`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of ['index.html', ...modules]) visit(key);
  const chunks = [...seen].map((key) => manifest[key] as ManifestChunk);
  return {
    js: chunks.map((chunk) => chunk.file),
    css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
  };
}
