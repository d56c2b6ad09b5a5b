import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listSourceFiles, readImports, resolveSpecifier } from './import-graph.ts';
import { ABOVE_ALL, findImportCycles, findLayerViolations, isTestFile, LAYERS } from './layers.ts';

const edge = (from: string, to: string, typeOnly = false) => ({ from, to, typeOnly });

describe('the layer rule', () => {
  it('lets a folder import the folders below it and refuses the ones above', () => {
    expect(findLayerViolations([edge('bot/a.ts', 'agent/b.ts'), edge('api/a.ts', 'platform/b.ts')])).toEqual(
      [],
    );
    const [violation] = findLayerViolations([edge('api/a.ts', 'bot/b.ts')]);
    expect(violation?.reason).toBe('api/ importa bot/, que está acima dela');
    expect(findLayerViolations([edge('platform/a.ts', 'prisma/b.ts')])).toHaveLength(1);
  });

  it('lets the composition root, scripts and tests import anything, and tests beside the code too', () => {
    const edges = [
      edge('server/server.ts', 'bot/x.ts'),
      edge('scripts/seed.ts', 'api/auth/auth.ts'),
      edge('domain/understanding/test-refs.ts', 'prisma/data/marcas.ts'),
      edge('api/notifications/jobs.test.ts', 'whatsapp/sender.ts'),
      edge('api/auth/auth-test-app.ts', 'server/app.ts'),
    ];
    expect(findLayerViolations(edges)).toEqual([]);
  });

  it('refuses production code that imports a test helper', () => {
    const [violation] = findLayerViolations([
      edge('bot/webhook/admin-routes.ts', 'bot/webhook/test-payload.ts'),
    ]);
    expect(violation?.reason).toBe('código de produção importa um arquivo de teste');
  });

  it('lets the site import domain/ and only the types of api/', () => {
    expect(
      findLayerViolations([edge('site/src/a.tsx', 'domain/x.ts'), edge('site/src/a.tsx', 'api/x.ts', true)]),
    ).toEqual([]);
    expect(findLayerViolations([edge('site/src/a.tsx', 'api/x.ts')])).toHaveLength(1);
    expect(findLayerViolations([edge('site/src/a.tsx', 'platform/x.ts', true)])).toHaveLength(1);
  });

  it('names test files by their suffix or prefix', () => {
    for (const file of [
      'a/b.test.ts',
      'a/test-support.ts',
      'a/model-test-support.ts',
      'a/test-refs.ts',
      'a/auth-test-app.ts',
    ]) {
      expect(isTestFile(file), file).toBe(true);
    }
    expect(isTestFile('a/latest-offer.ts')).toBe(false);
  });
});

describe('import cycles', () => {
  it('finds modules that import each other, through runtime imports only', () => {
    const cycles = findImportCycles([
      edge('a.ts', 'b.ts'),
      edge('b.ts', 'c.ts'),
      edge('c.ts', 'a.ts'),
      edge('c.ts', 'd.ts'),
    ]);
    expect(cycles).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(findImportCycles([edge('a.ts', 'b.ts'), edge('b.ts', 'a.ts', true)])).toEqual([]);
  });
});

describe('reading imports', () => {
  it('resolves the package.json aliases and relative paths', () => {
    expect(resolveSpecifier('api/a/b.ts', '#platform/logger.ts')).toBe('platform/logger.ts');
    expect(resolveSpecifier('api/a/b.ts', '../c/d.ts')).toBe('api/c/d.ts');
    expect(resolveSpecifier('api/a/b.ts', 'zod')).toBeNull();
  });
});

describe('this repository', () => {
  const root = process.cwd();
  const files = listSourceFiles(root, [...LAYERS, ...ABOVE_ALL, 'site']);
  const edges = files.flatMap((file) => readImports(root, file));

  it('keeps every import inside the layer rule', () => {
    expect(findLayerViolations(edges).map((v) => `${v.from} → ${v.to}: ${v.reason}`)).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(findImportCycles(edges)).toEqual([]);
  });

  // A folder missing from one of these lists means a test that never runs or an alias that
  // does not resolve; the three are written by hand, so they are compared here.
  it('lists every source folder in vitest, tsconfig and the package imports', () => {
    const folders = [...LAYERS, ...ABOVE_ALL.filter((folder) => folder !== 'bench')];
    const vitest = readFileSync('vitest.config.ts', 'utf8');
    const tsconfig = JSON.parse(readFileSync('tsconfig.json', 'utf8')) as { include: string[] };
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { imports: Record<string, string> };
    for (const folder of folders) {
      expect(vitest, `vitest.config.ts: ${folder}`).toMatch(new RegExp(`[{,]${folder}[,}]`));
      expect(tsconfig.include, `tsconfig.json: ${folder}`).toContain(folder);
    }
    for (const folder of [...LAYERS, 'tests', 'eval']) {
      expect(pkg.imports[`#${folder}/*`], `package.json imports: ${folder}`).toBe(`./${folder}/*`);
    }
  });
});
