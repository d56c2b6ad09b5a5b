import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

const shown = vi.hoisted(() => [] as string[]);
vi.mock('../../lib/toast.ts', () => ({ toast: { error: (message: string) => shown.push(message) } }));

const { SCHEMA_LOAD_FAILED, zodResolver } = await import('./zod-resolver.ts');

const schema = z.object({ nome: z.string().min(2) });
const options = { fields: {}, shouldUseNativeValidation: false } as never;

describe('zodResolver', () => {
  it('validates with a schema given as a loader, in Portuguese', async () => {
    const resolve = zodResolver(async () => schema);
    expect(await resolve({ nome: 'Ana' }, undefined, options)).toEqual({
      values: { nome: 'Ana' },
      errors: {},
    });
    const failed = await resolve({ nome: 'A' }, undefined, options);
    expect(failed.values).toEqual({});
    expect(failed.errors.nome?.message).toMatch(/^Pequeno demais/);
  });

  it('tells the visitor and sends nothing when the schema cannot be loaded', async () => {
    const resolve = zodResolver<typeof schema>(() => Promise.reject(new TypeError('Failed to fetch module')));
    const result = await resolve({ nome: 'Ana' }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors.root?.message).toBe(SCHEMA_LOAD_FAILED);
    expect(shown).toEqual([SCHEMA_LOAD_FAILED]);
  });
});
