import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TOOLS_QUERY_KEY } from '../../../lib/admin-tools-api.ts';
import { ApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';

// What the sections of /gestao/ferramentas share: the card, the save with its toasts and the
// message of a failed call.

export function ToolsSection({
  title,
  description,
  icon,
  children,
}: {
  title: string;
  description?: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  const id = `secao-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm md:p-6"
    >
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-slate-900 [&_svg]:size-5">
        {icon}
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-500">{description}</p>}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

/**
 * A refusal (4xx) says what to fix in the server's words; a crash or a lost connection gets the
 * section's own message (spec 001 §8), not a generic 'Erro inesperado'.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const isRefusal = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return isRefusal && error.message ? error.message : fallback;
}

/**
 * A section's save: the success toast (the server's message unless told otherwise), the page's
 * settings read again, and an 'Erro' toast with the server's message or the section's own.
 */
export function useToolsSave<Body, Answer extends { message: string }>({
  save,
  savedTitle,
  savedText = (answer) => answer.message,
  failure,
  onSaved,
  onFailed,
}: {
  save: (body: Body) => Promise<Answer>;
  savedTitle: string;
  savedText?: (answer: Answer) => string;
  failure: string;
  onSaved?: (answer: Answer) => void;
  onFailed?: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async (answer) => {
      onSaved?.(answer);
      toast.success(savedTitle, { description: savedText(answer) });
      await queryClient.invalidateQueries({ queryKey: TOOLS_QUERY_KEY });
    },
    onError: (error) => {
      onFailed?.(error);
      toast.error('Erro', { description: errorMessage(error, failure) });
    },
  });
}
