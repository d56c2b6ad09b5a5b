// One message per field out of a zod error, for the server's 400 answers and the site's forms.
// The first issue of a field wins: zod reports a field's checks in order, so that is the first
// rule the value broke (an empty field says it is required, not also that it is too short).

/** What this needs of a zod issue (`error.issues`), so callers need not name zod's types. */
export type IssueLike = { readonly path: readonly PropertyKey[]; readonly message: string };

export type IssuesToFieldsOptions = {
  /**
   * 'path' (default): the dotted path, 'categorias.0', as the API reports it. 'field': the
   * top-level field, 'categorias', as a flat form names its inputs.
   */
  key?: 'path' | 'field';
  /** Where an issue about the object itself (a refine without a path) lands; '_' by default. */
  root?: string;
};

export function issuesToFields(
  issues: readonly IssueLike[],
  options: IssuesToFieldsOptions = {},
): Record<string, string> {
  const { key = 'path', root = '_' } = options;
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    // String() first: a symbol key cannot be joined directly.
    const segments = (key === 'field' ? issue.path.slice(0, 1) : issue.path).map(String);
    fields[segments.join('.') || root] ??= issue.message;
  }
  return fields;
}
