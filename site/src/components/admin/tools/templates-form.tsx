import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, MessageSquareText, Save } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { type ToolsConfig, templatesSchema } from '#domain/admin/tools-schemas.ts';
import { saveTemplates, TOOLS_QUERY_KEY } from '../../../lib/admin-tools-api.ts';
import { Button } from '../../ui/button.tsx';
import { errorMessage, FieldMessage, ToolsSection, textareaClass } from './tools-ui.tsx';

type Template = ToolsConfig['templates'][number];
type Key = Template['key'];

const TITLES: Record<Key, string> = {
  novo_desejo: 'Novo desejo (para a loja)',
  oferta_recebida: 'Oferta recebida (para o cliente)',
};

// Templates WhatsApp: the body the bot sends inside the 24-hour window and that is registered at
// Meta under the same name and language for messages outside it.
export function TemplatesForm({ templates }: { templates: Template[] }) {
  const queryClient = useQueryClient();
  const [bodies, setBodies] = useState(
    () => Object.fromEntries(templates.map((t) => [t.key, t.body])) as Record<Key, string>,
  );
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const baseId = useId();

  const mutation = useMutation({
    mutationFn: saveTemplates,
    onSuccess: async (answer) => {
      toast.success('Templates salvos', { description: answer.message });
      await queryClient.invalidateQueries({ queryKey: TOOLS_QUERY_KEY });
    },
    onError: (error) => {
      toast.error('Erro', { description: errorMessage(error, 'Não foi possível salvar os templates') });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = templatesSchema.safeParse(bodies);
    if (!parsed.success) {
      const next: Partial<Record<Key, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Key] ??= issue.message;
      setErrors(next);
      toast.warning('Atenção', { description: 'Verifique os campos destacados.' });
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data);
  }

  return (
    <ToolsSection
      title="Templates WhatsApp"
      icon={<MessageSquareText aria-hidden="true" />}
      description="Textos enviados às lojas (novo desejo) e aos clientes (oferta recebida). Use {{variavel}}; uma linha cujas variáveis ficarem vazias é omitida."
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        {templates.map((template) => {
          const id = `${baseId}-${template.key}`;
          return (
            <div key={template.key} className="space-y-1.5">
              <label htmlFor={id} className="block text-sm font-medium text-slate-800">
                {TITLES[template.key]}
              </label>
              <p className="text-xs text-slate-500">
                Nome do template: <code>{template.name}</code> · Idioma: <code>{template.language}</code>
              </p>
              <textarea
                id={id}
                rows={10}
                value={bodies[template.key]}
                onChange={(e) => setBodies((current) => ({ ...current, [template.key]: e.target.value }))}
                aria-invalid={errors[template.key] ? true : undefined}
                aria-describedby={`${id}-msg`}
                className={textareaClass}
              />
              <FieldMessage
                id={`${id}-msg`}
                error={errors[template.key]}
                hint={`Variáveis: ${template.variables.map((v) => `{{${v}}}`).join(', ')}`}
              />
            </div>
          );
        })}
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Save aria-hidden="true" />
          )}
          Salvar templates
        </Button>
      </form>
    </ToolsSection>
  );
}
