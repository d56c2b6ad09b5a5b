import { randomUUID } from 'node:crypto';
import type { Express } from 'express';

// Every route the app registers, read from Express's router stack, so suites that must cover
// "every route" (the admin guard, the security matrix) cover routes added later without anyone
// remembering to list them.

type Layer = {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  rawPath?: string | string[];
};

export type Endpoint = { method: string; path: string };

/** Every route under the stack, with its full path (mount prefixes joined). */
export function walk(stack: Layer[], prefix = ''): Endpoint[] {
  return stack.flatMap((layer): Endpoint[] => {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      const methods = Object.keys(layer.route.methods).filter((m) => layer.route?.methods[m]);
      return paths.flatMap((path) =>
        methods.map((method) => ({ method: method === '_all' ? 'get' : method, path: join(prefix, path) })),
      );
    }
    if (layer.handle?.stack) {
      const mount = typeof layer.rawPath === 'string' ? layer.rawPath : '/';
      return walk(layer.handle.stack, join(prefix, mount));
    }
    return [];
  });
}

function join(prefix: string, path: string): string {
  const joined = `${prefix}/${path}`.replace(/\/+/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

/** Each distinct route of the app whose path passes `filter`. */
export function appEndpoints(app: Express, filter: (path: string) => boolean = () => true): Endpoint[] {
  const stack = (app as unknown as { router: { stack: Layer[] } }).router.stack;
  const unique = new Map(
    walk(stack)
      .filter((e) => filter(e.path))
      .map((e) => [key(e), e]),
  );
  return [...unique.values()];
}

/** "GET /api/x/:id" */
export const key = (e: Endpoint) => `${e.method.toUpperCase()} ${e.path}`;

/** A concrete URL for a route pattern: parameters become a uuid (or `params[name]`), wildcards a segment. */
export function concrete(path: string, params: Record<string, string> = {}): string {
  return path
    .replace(/\{([^}]*)\}/g, '$1')
    .replace(/:([A-Za-z_]\w*)/g, (_m, name: string) => params[name] ?? randomUUID())
    .replace(/\*[A-Za-z_]\w*/g, 'qualquer');
}
