import { Bot } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { AI_MODEL_OPTIONS, AI_RANGES, agentSaveFailure } from '#domain/admin/tools-options.ts';
import type { AgentConfigValues } from '#domain/admin/tools-schemas.ts';
import { saveAgentConfig } from '../../../lib/admin-tools-api.ts';
import { toast } from '../../../lib/toast.ts';
import { showServerFieldErrors } from '../../form/form-parts.tsx';
import { useZodForm } from '../../form/use-zod-form.ts';
import { codeClass, Field, FieldLabel, FieldMessage, fieldAria, inputClass } from '../field.tsx';
import { SaveButton } from '../pending-button.tsx';
import { loadToolsSchemas, preloadToolsSchemas } from './tools-schema-loader.ts';
import { ToolsSection, useToolsSave } from './tools-ui.tsx';

const agentConfigSchema = async () => (await loadToolsSchemas()).agentConfigSchema;

const fields = [
  'system_prompt',
  'system_prompt_lojista',
  'model',
  'temperature',
  'max_tokens',
  'message_history_limit',
  'transcription_model',
] as const;

// Configuração do Agente (spec 001 §2.4, §9): the two system prompts the agent reads (customer and
// shop conversations), the model, temperature, max tokens and memory. Saved to bot_config, read
// by the agent at each turn: the next message already uses it.
export function AgentConfigForm({ initial }: { initial: AgentConfigValues }) {
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, dirtyFields },
  } = useZodForm(agentConfigSchema, initial, 'onSubmit');
  const ids = {
    cliente: useId(),
    lojista: useId(),
    model: useId(),
    temp: useId(),
    tokens: useId(),
    memory: useId(),
    transcription: useId(),
  };

  const mutation = useToolsSave({
    save: saveAgentConfig,
    savedTitle: 'Configuração salva',
    failure: agentSaveFailure(Object.keys(dirtyFields)),
    onFailed: (error) => showServerFieldErrors(error, setError, fields),
  });

  const submit = handleSubmit(
    (values) => mutation.mutate(values),
    () => toast.warning('Atenção', { description: 'Verifique os campos destacados.' }),
  );

  const promptField = (
    key: 'system_prompt' | 'system_prompt_lojista',
    id: string,
    label: string,
    hint: string,
  ) => (
    <Field id={id} label={label} error={errors[key]?.message} hint={hint}>
      <textarea
        {...register(key)}
        {...fieldAria(id, { error: errors[key]?.message, hasHint: true })}
        rows={10}
        className={codeClass}
      />
    </Field>
  );

  const temperature = Number(watch('temperature'));
  const memory = Number(watch('message_history_limit'));
  return (
    <ToolsSection
      title="Configuração do Agente"
      icon={<Bot aria-hidden="true" />}
      description="Prompt do sistema, modelo de IA, temperatura, máximo de tokens e memória. As mudanças valem a partir da próxima mensagem."
    >
      <form onSubmit={submit} onFocus={preloadToolsSchemas} className="space-y-5" noValidate>
        {promptField(
          'system_prompt',
          ids.cliente,
          'Prompt do sistema (clientes)',
          'Usado nas conversas com clientes.',
        )}
        {promptField(
          'system_prompt_lojista',
          ids.lojista,
          'Prompt do sistema (lojistas)',
          'Usado quando quem escreve é o WhatsApp de uma loja cadastrada.',
        )}
        <div className="grid gap-5 md:grid-cols-2">
          <Field
            id={ids.model}
            label="Modelo de IA"
            error={errors.model?.message}
            hint="Usado pelo agente e pela classificação de produtos."
          >
            <select
              {...register('model')}
              {...fieldAria(ids.model, { error: errors.model?.message, hasHint: true })}
              className={inputClass}
            >
              {AI_MODEL_OPTIONS.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.recommended ? `${m.label} (recomendado)` : m.label}
                </option>
              ))}
            </select>
          </Field>
          <Field
            id={ids.tokens}
            label="Máximo de tokens"
            error={errors.max_tokens?.message}
            hint="De 100 a 4000."
          >
            <input
              {...register('max_tokens', { valueAsNumber: true })}
              {...fieldAria(ids.tokens, { error: errors.max_tokens?.message, hasHint: true })}
              type="number"
              inputMode="numeric"
              min={AI_RANGES.max_tokens.min}
              max={AI_RANGES.max_tokens.max}
              step={AI_RANGES.max_tokens.step}
              className={inputClass}
            />
          </Field>
          <RangeField
            {...register('temperature', { valueAsNumber: true })}
            id={ids.temp}
            label="Temperatura"
            range={AI_RANGES.temperature}
            display={temperature.toLocaleString('pt-BR', {
              minimumFractionDigits: 1,
              maximumFractionDigits: 1,
            })}
            hint="0 = respostas mais previsíveis; 1 = mais criativas."
            error={errors.temperature?.message}
          />
          <RangeField
            {...register('message_history_limit', { valueAsNumber: true })}
            id={ids.memory}
            label="Memória (mensagens)"
            range={AI_RANGES.message_history_limit}
            display={`${memory} mensagens`}
            hint="Quantas mensagens anteriores da conversa o agente lê."
            error={errors.message_history_limit?.message}
          />
          <Field
            id={ids.transcription}
            label="Modelo de transcrição de áudio"
            error={errors.transcription_model?.message}
            hint="Transcreve os áudios do WhatsApp (padrão whisper-1), no endpoint TRANSCRIPTION_BASE_URL ou no do modelo de IA."
          >
            <input
              {...register('transcription_model')}
              {...fieldAria(ids.transcription, { error: errors.transcription_model?.message, hasHint: true })}
              type="text"
              autoComplete="off"
              spellCheck={false}
              className={inputClass}
            />
          </Field>
        </div>
        <SaveButton isPending={mutation.isPending}>Salvar configuração</SaveButton>
      </form>
    </ToolsSection>
  );
}

/** A slider with its value beside the label. */
function RangeField({
  id,
  label,
  range,
  display,
  hint,
  error,
  ...input
}: ComponentProps<'input'> & {
  id: string;
  label: string;
  range: { min: number; max: number; step: number };
  display: string;
  hint: string;
  error?: string;
}) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between">
        <FieldLabel id={id} label={label} />
        <output htmlFor={id} className="text-sm font-semibold text-slate-700">
          {display}
        </output>
      </div>
      <input
        {...input}
        {...fieldAria(id, { error, hasHint: true })}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        className="w-full accent-brand-600"
      />
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}
