import { z } from 'zod';

// What every piece of text a person typed goes through before it is stored or shown to someone
// else: a profile name, a WhatsApp message, a wish, an offer's notes. PostgreSQL refuses U+0000 in
// text (one such character used to fail a whole webhook body), lone surrogates are not valid
// UTF-8, other C0/C1 controls only garble a screen, and the bidi controls (U+202A–U+202E,
// U+2066–U+2069, U+200E/U+200F, U+061C) let a writer reverse how the text reads to another person
// ("Trojan Source"). Line breaks and tabs are text and stay.

// C0 except \t \n \r, DEL and C1.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// Without the g flag: a global regex's test() keeps lastIndex between calls.
const ANY = new RegExp(`${CONTROL.source}|${BIDI.source}|${LONE_SURROGATE.source}`);

/** The text without NUL and other control characters, bidi controls and lone surrogates. */
export function cleanUserText(value: string): string {
  // The common case (plain text) costs one test per pattern and no copy.
  if (!ANY.test(value)) return value;
  return value.replace(CONTROL, '').replace(BIDI, '').replace(LONE_SURROGATE, '\uFFFD');
}

/** A cleaned copy of a JSON value: every string (keys included) through cleanUserText. */
export function cleanUserJson<T>(value: T): T {
  if (typeof value === 'string') return cleanUserText(value) as T;
  if (Array.isArray(value)) return value.map(cleanUserJson) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [cleanUserText(key), cleanUserJson(item)]),
    ) as T;
  }
  return value;
}

/**
 * A zod string that cleans what a person typed before any other check: chain `.trim().min().max()`
 * after it as on z.string(). An overwrite, not a transform, so the schema stays a ZodString (forms
 * keep their input types) and a text made only of control characters fails `min` like a blank one.
 */
export function userText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).overwrite(cleanUserText);
}
