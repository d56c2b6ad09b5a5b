import type { SqlQuery } from '@prisma/driver-adapter-utils';

// Names for the statements the PostgreSQL adapter sends, so each connection parses and plans a
// statement once and then only binds and runs it. Unnamed, every run is parsed and planned again:
// for the pipeline's statements (a turn's read, the inbound and reply inserts) that was most of
// PostgreSQL's CPU per message, about 1 ms of the ~1.1 ms a turn's read cost (issue 22,
// bench/pipeline). A statement is named from its second run on, so one-off statements stay
// unnamed, and at most `max` of them: each stays prepared on every pooled connection for its life,
// and a statement whose text varies (a list of n placeholders) must not fill the server's memory.

/** '' means unnamed (PostgreSQL's unnamed statement): the adapter's type wants a string. */
export function statementNames(options: { max?: number; after?: number } = {}): (query: SqlQuery) => string {
  const max = options.max ?? 200;
  const after = options.after ?? 2;
  const names = new Map<string, string>();
  const runs = new Map<string, number>();
  return ({ sql }) => {
    const name = names.get(sql);
    if (name !== undefined || names.size >= max) return name ?? '';
    const count = (runs.get(sql) ?? 0) + 1;
    if (count < after) {
      // Texts seen once are forgotten past a bound: they are the one-off ones.
      if (runs.size >= 10 * max) runs.clear();
      runs.set(sql, count);
      return '';
    }
    runs.delete(sql);
    const named = `prisma_${names.size + 1}`;
    names.set(sql, named);
    return named;
  };
}
