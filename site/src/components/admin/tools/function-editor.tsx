import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChevronUp, Database, LoaderCircle, Pencil, Save } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { botFunctionSchema } from '#domain/admin/tools-schemas.ts';
import { saveToolFunction, TOOLS_QUERY_KEY, type ToolFunction } from '../../../lib/admin-tools-api.ts';
import { ApiError } from '../../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { errorMessage, FieldMessage, Switch, textareaClass } from './tools-ui.tsx';

type Errors = { description?: string; parameters?: string };

// One agent tool: the description the model reads, its parameters as a JSON Schema (checked here
// and again by the server before saving: must parse, "type": "object", "properties" an object),
// the active switch (saved at once) and the tables the code behind it consults.
export function FunctionEditor({ tool }: { tool: ToolFunction }) {
  const queryClient = useQueryClient();
  const [description, setDescription] = useState(tool.description);
  const [parameters, setParameters] = useState(tool.parameters);
  const [active, setActive] = useState(tool.active);
  const [errors, setErrors] = useState<Errors>({});
  const [isOpen, setIsOpen] = useState(false);
  const ids = { description: useId(), parameters: useId(), body: useId() };

  const mutation = useMutation({
    mutationFn: (body: { description: string; parameters: string; active: boolean }) =>
      saveToolFunction(tool.name, body),
    onSuccess: async (answer) => {
      setActive(answer.function.active);
      toast.success('Função salva', { description: `${tool.name} atualizada.` });
      await queryClient.invalidateQueries({ queryKey: TOOLS_QUERY_KEY });
    },
    onError: (error) => {
      const message = errorMessage(error, 'Não foi possível salvar a função');
      // Nothing was saved: the switch shows the stored flag again.
      setActive(tool.active);
      if (error instanceof ApiError) setErrors(error.fields as Errors);
      toast.error('Erro', { description: message });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = botFunctionSchema.safeParse({ description, parameters, active });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(next);
      toast.warning('Atenção', { description: Object.values(next)[0] });
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data);
  }

  function toggle(next: boolean) {
    setActive(next);
    // The switch saves what is stored, not a draft still being typed.
    mutation.mutate({ description: tool.description, parameters: tool.parameters, active: next });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Função ${tool.name}`}
      className="space-y-3 rounded-lg border border-slate-200 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <code className="text-sm font-semibold text-slate-900">{tool.name}</code>
          <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
            {tool.audience === 'cliente' ? 'Cliente' : 'Lojista'}
          </span>
        </div>
        <div className="flex items-center gap-2 text-sm text-slate-700">
          <span>{active ? 'Ativa' : 'Inativa'}</span>
          <Switch
            checked={active}
            onCheckedChange={toggle}
            label={`Função ${tool.name} ativa`}
            disabled={mutation.isPending}
          />
          <Button
            variant="outline"
            size="sm"
            aria-expanded={isOpen}
            aria-controls={ids.body}
            aria-label={`${isOpen ? 'Fechar' : 'Editar'} função ${tool.name}`}
            onClick={() => setIsOpen((v) => !v)}
          >
            {isOpen ? <ChevronUp aria-hidden="true" /> : <Pencil aria-hidden="true" />}
            {isOpen ? 'Fechar' : 'Editar'}
          </Button>
        </div>
      </div>
      {!isOpen && <p className="line-clamp-2 text-sm text-slate-600">{tool.description}</p>}
      <div id={ids.body} hidden={!isOpen} className="space-y-3">
        <div className="space-y-1.5">
          <label htmlFor={ids.description} className="block text-sm font-medium text-slate-800">
            Descrição
          </label>
          <textarea
            id={ids.description}
            rows={3}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={`${ids.description}-msg`}
            className={`${textareaClass} font-sans text-sm`}
          />
          <FieldMessage id={`${ids.description}-msg`} error={errors.description} />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={ids.parameters} className="block text-sm font-medium text-slate-800">
            Parâmetros (JSON Schema)
          </label>
          <textarea
            id={ids.parameters}
            rows={8}
            spellCheck={false}
            value={parameters}
            onChange={(e) => {
              setParameters(e.target.value);
              setErrors((current) => ({ ...current, parameters: undefined }));
            }}
            aria-invalid={errors.parameters ? true : undefined}
            aria-describedby={`${ids.parameters}-msg`}
            className={textareaClass}
          />
          <FieldMessage
            id={`${ids.parameters}-msg`}
            error={errors.parameters}
            hint='Um objeto com "type": "object" e "properties".'
          />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex flex-wrap items-center gap-1.5 text-xs text-slate-500">
          <Database className="size-3.5" aria-hidden="true" />
          Tabelas consultadas:
          {tool.tables_consulted.map((table) => (
            <code key={table} className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-700">
              {table}
            </code>
          ))}
        </p>
        {isOpen && (
          <Button type="submit" size="sm" disabled={mutation.isPending}>
            {mutation.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Save aria-hidden="true" />
            )}
            Salvar função
          </Button>
        )}
      </div>
    </form>
  );
}
