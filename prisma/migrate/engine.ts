import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';

// Prisma's own WASM schema engine driven through a driver adapter, so migrations are applied and
// created without the schema-engine binary that `prisma migrate` would download. It records
// `_prisma_migrations` exactly like `prisma migrate deploy`.

const require = createRequire(import.meta.url);
const noExternal = { externalTables: [], externalEnums: [] };
export const migrationsDir = join(import.meta.dirname, '..', 'migrations');
export const schemaPath = join(import.meta.dirname, '..', 'schema.prisma');
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

export async function readMigrationList(dir = migrationsDir) {
  const names = existsSync(dir)
    ? (await readdir(dir, { withFileTypes: true }))
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];
  const migrationDirectories = await Promise.all(
    names.map(async (name) => ({
      path: name,
      migrationFile: {
        path: 'migration.sql',
        content: { tag: 'ok' as const, value: await readFile(join(dir, name, 'migration.sql'), 'utf8') },
      },
    })),
  );
  const lockPath = join(dir, lockFileName);
  return {
    baseDir: dir,
    lockfile: { path: lockFileName, content: existsSync(lockPath) ? await readFile(lockPath, 'utf8') : null },
    shadowDbInitScript: '',
    migrationDirectories,
  };
}

/** Applies pending migrations; returns the names applied now (empty on a second run). */
export async function applyMigrations(factory: SqlMigrationAwareDriverAdapterFactory, dir = migrationsDir) {
  const migrationsList = await readMigrationList(dir);
  if (migrationsList.migrationDirectories.length === 0) return [];
  const result = await withEngine(factory, (engine) =>
    engine.applyMigrations({ migrationsList, filters: noExternal }),
  );
  return result.appliedMigrationNames;
}

/**
 * The SQL that takes a database holding every existing migration to the current schema, or
 * undefined when the schema has not changed. `shadow` must be an empty database.
 */
export async function diffSchema(shadow: SqlMigrationAwareDriverAdapterFactory, dir = migrationsDir) {
  const migrationsList = await readMigrationList(dir);
  const files = [{ path: schemaPath, content: await readFile(schemaPath, 'utf8') }];
  return withEngine(shadow, async (engine) => {
    if (migrationsList.migrationDirectories.length) {
      await engine.applyMigrations({ migrationsList, filters: noExternal });
    }
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
