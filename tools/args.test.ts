import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optionalCodigoDesejo, optionalText } from './args.ts';

// The JSON Schema the model reads asks for a string (tool-parameters.ts); models still send null
// or "" for a field they have nothing for, and that must read as absent, not fail the call.
describe('optional argument fields', () => {
  it('read null, "" and blank text as absent and keep the trimmed text', () => {
    const schema = z.object({ nota: optionalText(10), codigo: optionalCodigoDesejo });
    expect(schema.parse({ nota: null, codigo: null })).toEqual({});
    expect(schema.parse({ nota: '', codigo: '' })).toEqual({});
    expect(schema.parse({ nota: '   ' })).toEqual({});
    expect(schema.parse({ nota: ' com maleta ' })).toEqual({ nota: 'com maleta' });
    expect(schema.parse({})).toEqual({});
  });

  it('still refuse a text over the limit and a code too short', () => {
    const schema = z.object({ nota: optionalText(10), codigo: optionalCodigoDesejo });
    const result = schema.safeParse({ nota: 'x'.repeat(11), codigo: 'abc' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['nota', 'Texto muito longo.'],
      ['codigo', 'O código do desejo tem pelo menos 8 caracteres.'],
    ]);
  });
});
