import { loadOnce } from '../../../lib/lazy-part.ts';

// The tools page's forms render from tools-options.ts alone; their schemas, and zod with them
// (25 KB gzipped), load at the first validation or when a form is first focused (issue 22). The
// forms pass these loaders to useZodForm.

export const loadToolsSchemas = loadOnce(() => import('#domain/admin/tools-schemas.ts'));

/** A form's onFocus: starts the download, so the first save does not wait for it. */
export function preloadToolsSchemas(): void {
  loadToolsSchemas().catch(() => {
    // the save loads them again and reports the failure
  });
}
