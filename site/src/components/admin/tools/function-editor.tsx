import { ChevronUp, Database, Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { TOOLS_SAVE_FAILURES } from '#domain/admin/tools-options.ts';
import type { BotFunctionInput } from '#domain/admin/tools-schemas.ts';
import { saveToolFunction, type ToolFunction } from '../../../lib/admin-tools-api.ts';
import { toast } from '../../../lib/toast.ts';
import { showServerFieldErrors } from '../../form/form-parts.tsx';
import { useZodForm } from '../../form/use-zod-form.ts';
import { Button } from '../../ui/button.tsx';
import { codeClass, Field, fieldAria, firstError, textareaClass } from '../field.tsx';
import { SaveButton } from '../pending-button.tsx';
import { Switch } from '../switch.tsx';
import { loadToolsSchemas, preloadToolsSchemas } from './tools-schema-loader.ts';
import { useToolsSave } from './tools-ui.tsx';

// The switch saves on its own: the form edits what the model reads.
const textSchema = async () =>
  (await loadToolsSchemas()).botFunctionSchema.pick({ description: true, parameters: true });

// One agent tool: the description the model reads, its parameters as a JSON Schema (checked here
// and again by the server before saving: must parse, "type": "object", "properties" an object),
// the active switch (saved at once) and the tables the code behind it consults.
export function FunctionEditor({ tool }: { tool: ToolFunction }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useZodForm(textSchema, { description: tool.description, parameters: tool.parameters }, 'onSubmit');
  const [active, setActive] = useState(tool.active);
  const [isOpen, setIsOpen] = useState(false);
  const ids = { description: useId(), parameters: useId(), body: useId() };

  const mutation = useToolsSave({
    save: (body: BotFunctionInput) => saveToolFunction(tool.name, body),
    savedTitle: 'Função salva',
    savedText: () => `${tool.name} atualizada.`,
    failure: TOOLS_SAVE_FAILURES.funcoes,
    onSaved: (answer) => setActive(answer.function.active),
    onFailed: (error) => {
      // Nothing was saved: the switch shows the stored flag again.
      setActive(tool.active);
      showServerFieldErrors(error, setError, ['description', 'parameters']);
    },
  });

  const submit = handleSubmit(
    (values) => mutation.mutate({ ...values, active }),
    (invalid) => toast.warning('Atenção', { description: firstError(invalid) }),
  );

  function toggle(next: boolean) {
    setActive(next);
    // The switch saves what is stored, not a draft still being typed.
    mutation.mutate({ description: tool.description, parameters: tool.parameters, active: next });
  }

  return (
    <form
      onSubmit={submit}
      onFocus={preloadToolsSchemas}
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
            onChange={toggle}
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
        <Field id={ids.description} label="Descrição" error={errors.description?.message}>
          <textarea
            {...register('description')}
            {...fieldAria(ids.description, { error: errors.description?.message })}
            rows={3}
            className={textareaClass}
          />
        </Field>
        <Field
          id={ids.parameters}
          label="Parâmetros (JSON Schema)"
          error={errors.parameters?.message}
          hint='Um objeto com "type": "object" e "properties".'
        >
          <textarea
            {...register('parameters')}
            {...fieldAria(ids.parameters, { error: errors.parameters?.message, hasHint: true })}
            rows={8}
            spellCheck={false}
            className={codeClass}
          />
        </Field>
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
          <SaveButton size="sm" isPending={mutation.isPending}>
            Salvar função
          </SaveButton>
        )}
      </div>
    </form>
  );
}
