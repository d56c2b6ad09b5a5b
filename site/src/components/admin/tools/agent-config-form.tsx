import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Bot, LoaderCircle, Save } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import {
  type AgentConfigValues,
  AI_MODEL_OPTIONS,
  AI_RANGES,
  agentConfigSchema,
} from '#domain/admin/tools-schemas.ts';
import { saveAgentConfig, TOOLS_QUERY_KEY } from '../../../lib/admin-tools-api.ts';
import { ApiError } from '../../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { errorMessage, FieldMessage, inputClass, ToolsSection, textareaClass } from './tools-ui.tsx';

type Errors = Partial<Record<keyof AgentConfigValues | '_', string>>;

// Configuração do Agente (spec 001 §2.4, §9): the two system prompts the agent reads (customer and
// shop conversations), the model, temperature, max tokens and memory. Saved to bot_config, read
// by the agent at each turn: the next message already uses it.
export function AgentConfigForm({ initial }: { initial: AgentConfigValues }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const ids = {
    cliente: useId(),
    lojista: useId(),
    model: useId(),
    temp: useId(),
    tokens: useId(),
    memory: useId(),
  };

  const mutation = useMutation({
    mutationFn: saveAgentConfig,
    onSuccess: async (answer) => {
      toast.success('Configuração salva', { description: answer.message });
      await queryClient.invalidateQueries({ queryKey: TOOLS_QUERY_KEY });
    },
    onError: (error) => {
      if (error instanceof ApiError) setErrors(error.fields as Errors);
      toast.error('Erro', { description: errorMessage(error, 'Não foi possível salvar a configuração') });
    },
  });

  function set<K extends keyof AgentConfigValues>(key: K, value: AgentConfigValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = agentConfigSchema.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[(issue.path[0] as keyof Errors) ?? '_'] ??= issue.message;
      setErrors(next);
      toast.warning('Atenção', { description: 'Verifique os campos destacados.' });
      return;
    }
    mutation.mutate(parsed.data);
  }

  const promptField = (
    key: 'system_prompt' | 'system_prompt_lojista',
    id: string,
    label: string,
    hint: string,
  ) => (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={10}
        value={values[key]}
        onChange={(e) => set(key, e.target.value)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={`${id}-msg`}
        className={textareaClass}
      />
      <FieldMessage id={`${id}-msg`} error={errors[key]} hint={hint} />
    </div>
  );

  return (
    <ToolsSection
      title="Configuração do Agente"
      icon={<Bot aria-hidden="true" />}
      description="Prompt do sistema, modelo de IA, temperatura, máximo de tokens e memória. As mudanças valem a partir da próxima mensagem."
    >
      <form onSubmit={submit} className="space-y-5" noValidate>
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
          <div className="space-y-1.5">
            <label htmlFor={ids.model} className="block text-sm font-medium text-slate-800">
              Modelo de IA
            </label>
            <select
              id={ids.model}
              value={values.model}
              onChange={(e) => set('model', e.target.value)}
              className={inputClass}
            >
              {AI_MODEL_OPTIONS.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.recommended ? `${m.label} (recomendado)` : m.label}
                </option>
              ))}
            </select>
            <FieldMessage
              id={`${ids.model}-msg`}
              error={errors.model}
              hint="Usado pelo agente e pela classificação de produtos."
            />
          </div>
          <div className="space-y-1.5">
            <label htmlFor={ids.tokens} className="block text-sm font-medium text-slate-800">
              Máximo de tokens
            </label>
            <input
              id={ids.tokens}
              type="number"
              inputMode="numeric"
              min={AI_RANGES.max_tokens.min}
              max={AI_RANGES.max_tokens.max}
              step={AI_RANGES.max_tokens.step}
              value={Number.isNaN(values.max_tokens) ? '' : values.max_tokens}
              onChange={(e) => set('max_tokens', e.target.valueAsNumber)}
              aria-invalid={errors.max_tokens ? true : undefined}
              aria-describedby={`${ids.tokens}-msg`}
              className={inputClass}
            />
            <FieldMessage id={`${ids.tokens}-msg`} error={errors.max_tokens} hint="De 100 a 4000." />
          </div>
          <RangeField
            id={ids.temp}
            label="Temperatura"
            range={AI_RANGES.temperature}
            value={values.temperature}
            display={values.temperature.toFixed(1)}
            hint="0 = respostas mais previsíveis; 1 = mais criativas."
            error={errors.temperature}
            onChange={(v) => set('temperature', Math.round(v * 10) / 10)}
          />
          <RangeField
            id={ids.memory}
            label="Memória (mensagens)"
            range={AI_RANGES.message_history_limit}
            value={values.message_history_limit}
            display={`${values.message_history_limit} mensagens`}
            hint="Quantas mensagens anteriores da conversa o agente lê."
            error={errors.message_history_limit}
            onChange={(v) => set('message_history_limit', v)}
          />
        </div>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Save aria-hidden="true" />
          )}
          Salvar configuração
        </Button>
      </form>
    </ToolsSection>
  );
}

function RangeField(props: {
  id: string;
  label: string;
  range: { min: number; max: number; step: number };
  value: number;
  display: string;
  hint: string;
  error?: string;
  onChange: (value: number) => void;
}) {
  const { id, label, range, value, display, hint, error, onChange } = props;
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <output htmlFor={id} className="text-sm font-semibold text-slate-700">
          {display}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        onChange={(e) => onChange(e.target.valueAsNumber)}
        aria-describedby={`${id}-msg`}
        className="w-full accent-brand-600"
      />
      <FieldMessage id={`${id}-msg`} error={error} hint={hint} />
    </div>
  );
}
