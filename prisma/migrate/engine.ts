import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import { projectPath } from '#paths/project-root.ts';
import { migrationsDir, readMigrations } from './files.ts';

// Prisma's own WASM schema engine driven through a driver adapter, so migrations are created
// without the schema-engine binary that `prisma migrate` would download. It only writes new
// migrations (`npm run db:migration`): applying them is our runner's job (runner.ts), because the
// engine runs a migration's statements one by one and a kill left half of it behind.

const require = createRequire(import.meta.url);
const noExternal = { externalTables: [], externalEnums: [] };
export const schemaPath = projectPath('prisma', 'schema.prisma');
const lockFileName = 'migration_lock.toml';

type Runtime = typeof import('@prisma/schema-engine-wasm/schema_engine_bg');
type Engine = Awaited<ReturnType<Runtime['SchemaEngine']['new']>>;
let runtime: Promise<Runtime> | undefined;

function loadRuntime(): Promise<Runtime> {
  runtime ??= (async () => {
    const mod = await import('@prisma/schema-engine-wasm/schema_engine_bg');
    const wasmPath = join(
      dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg')),
      'schema_engine_bg.wasm',
    );
    // The engine arms timers (seconds long) that would keep a finished CLI or test run alive:
    // hand it unref'd ones instead.
    const imports: WebAssembly.ModuleImports = { ...(mod as unknown as WebAssembly.ModuleImports) };
    for (const name of Object.keys(imports).filter((key) => key.startsWith('__wbg_setTimeout_'))) {
      imports[name] = (callback: () => void, ms: number) => setTimeout(callback, ms >>> 0).unref();
    }
    const instance = new WebAssembly.Instance(new WebAssembly.Module(await readFile(wasmPath)), {
      './schema_engine_bg.js': imports,
    });
    mod.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return mod;
  })();
  return runtime;
}

async function withEngine<T>(
  factory: SqlMigrationAwareDriverAdapterFactory,
  run: (engine: Engine) => Promise<T>,
) {
  const mod = await loadRuntime();
  const engine = await mod.SchemaEngine.new(
    { datamodels: undefined },
    () => {},
    bindMigrationAwareSqlAdapterFactory(factory),
  );
  try {
    return await run(engine);
  } finally {
    engine.free();
  }
}

/** The migrations in the shape the engine reads. */
async function readMigrationList(dir = migrationsDir) {
  const migrations = await readMigrations(dir);
  const lockPath = join(dir, lockFileName);
  return {
    baseDir: dir,
    lockfile: { path: lockFileName, content: existsSync(lockPath) ? await readFile(lockPath, 'utf8') : null },
    shadowDbInitScript: '',
    migrationDirectories: migrations.map((migration) => ({
      path: migration.name,
      migrationFile: { path: 'migration.sql', content: { tag: 'ok' as const, value: migration.sql } },
    })),
  };
}

/**
 * Applies the migrations the engine's way (statement by statement, not atomic): for a throwaway
 * shadow database, and for tests that need a database exactly as the old engine left it.
 */
export async function applyWithSchemaEngine(
  factory: SqlMigrationAwareDriverAdapterFactory,
  dir = migrationsDir,
) {
  const migrationsList = await readMigrationList(dir);
  if (!migrationsList.migrationDirectories.length) return [];
  const result = await withEngine(factory, (engine) =>
    engine.applyMigrations({ migrationsList, filters: noExternal }),
  );
  return result.appliedMigrationNames;
}

/**
 * The SQL that takes a database holding every existing migration to the current schema, or
 * undefined when the schema has not changed. `shadow` must be an empty, throwaway database: the
 * engine replays the migrations into it (its one-by-one way is harmless there) and compares.
 */
export async function diffSchema(shadow: SqlMigrationAwareDriverAdapterFactory, dir = migrationsDir) {
  await applyWithSchemaEngine(shadow, dir);
  const files = [{ path: schemaPath, content: await readFile(schemaPath, 'utf8') }];
  return withEngine(shadow, async (engine) => {
    const diff = await engine.diff({
      from: { tag: 'schemaDatasource', files, configDir: dirname(schemaPath) },
      to: { tag: 'schemaDatamodel', files },
      script: true,
      exitCode: true,
      filters: noExternal,
    });
    return diff.exitCode === 0 || !diff.stdout ? undefined : diff.stdout;
  });
}
