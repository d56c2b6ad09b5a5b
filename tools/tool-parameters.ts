import { z } from 'zod';

// The JSON Schema a model reads for a tool's arguments, generated from the tool's zod schema: the
// types, enums, patterns, required fields and the `.describe()` texts. The schema describes what
// the model is asked to send (`io: 'input'`); the tolerances the parsing adds (null or "" for an
// absent field, a price as text) stay out of it, as they did in the hand-written schemas.

export type ToolJsonSchema = {
  type: 'object';
  properties: Record<string, Record<string, unknown>>;
  required?: string[];
  additionalProperties: false;
};

/** The keys a field starts with, in this order, so the text an admin sees reads as before. */
const LEADING_KEYS = ['type', 'enum', 'description'];

function ordered(field: Record<string, unknown>): Record<string, unknown> {
  const leading = LEADING_KEYS.filter((key) => key in field).map((key) => [key, field[key]]);
  const rest = Object.entries(field).filter(([key]) => !LEADING_KEYS.includes(key));
  return Object.fromEntries([...leading, ...rest]);
}

export function toolParameters(schema: z.ZodType): ToolJsonSchema {
  const generated = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-7',
    override({ jsonSchema }) {
      // Text lengths are safety caps far above real answers, checked with a message the model can
      // act on; they were never part of what it reads. A minimum above one (the wish code's 8
      // characters) says what a valid value looks like and stays.
      delete jsonSchema.maxLength;
      if (jsonSchema.minLength === 1) delete jsonSchema.minLength;
    },
  });
  const properties = (generated.properties ?? {}) as Record<string, Record<string, unknown>>;
  return {
    type: 'object',
    properties: Object.fromEntries(Object.entries(properties).map(([name, field]) => [name, ordered(field)])),
    ...(generated.required?.length ? { required: generated.required } : {}),
    // Unknown keys are stripped by the parsing; the model is told to send none.
    additionalProperties: false,
  };
}
