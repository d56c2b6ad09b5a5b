import { MessageSquareText } from 'lucide-react';
import { useId } from 'react';
import type { ToolsConfig } from '#domain/admin/tools-schemas.ts';
import { saveTemplates } from '../../../lib/admin-tools-api.ts';
import { toast } from '../../../lib/toast.ts';
import { useZodForm } from '../../form/use-zod-form.ts';
import { codeClass, Field, fieldAria } from '../field.tsx';
import { SaveButton } from '../pending-button.tsx';
import { loadToolsSchemas, preloadToolsSchemas } from './tools-schema-loader.ts';
import { ToolsSection, useToolsSave } from './tools-ui.tsx';

const templatesSchema = async () => (await loadToolsSchemas()).templatesSchema;

type Template = ToolsConfig['templates'][number];
type Key = Template['key'];

const TITLES: Record<Key, string> = {
  novo_desejo: 'Novo desejo (para a loja)',
  oferta_recebida: 'Oferta recebida (para o cliente)',
  oferta_escolhida: 'Oferta escolhida (para a loja escolhida)',
  desejo_encerrado: 'Desejo encerrado (para as outras lojas com oferta)',
  avaliacao_pedido: 'Pedido de avaliação (para o cliente)',
};

// Templates WhatsApp: the body the bot sends inside the 24-hour window and that is registered at
// Meta under the same name and language for messages outside it.
export function TemplatesForm({ templates }: { templates: Template[] }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(
    templatesSchema,
    Object.fromEntries(templates.map((t) => [t.key, t.body])) as Record<Key, string>,
    'onSubmit',
  );
  const baseId = useId();

  const mutation = useToolsSave({
    save: saveTemplates,
    savedTitle: 'Templates salvos',
    failure: 'Não foi possível salvar os templates',
  });

  const submit = handleSubmit(
    (values) => mutation.mutate(values),
    () => toast.warning('Atenção', { description: 'Verifique os campos destacados.' }),
  );

  return (
    <ToolsSection
      title="Templates WhatsApp"
      icon={<MessageSquareText aria-hidden="true" />}
      description="Textos enviados às lojas (novo desejo, oferta escolhida, desejo encerrado) e aos clientes (oferta recebida, pedido de avaliação). Use {{variavel}}; uma linha cujas variáveis ficarem vazias é omitida."
    >
      <form onSubmit={submit} onFocus={preloadToolsSchemas} noValidate className="space-y-5">
        {templates.map((template) => {
          const id = `${baseId}-${template.key}`;
          return (
            <Field
              key={template.key}
              id={id}
              label={TITLES[template.key]}
              error={errors[template.key]?.message}
              hint={`Variáveis: ${template.variables.map((v) => `{{${v}}}`).join(', ')}`}
            >
              <p className="text-xs text-slate-500">
                Nome do template: <code>{template.name}</code> · Idioma: <code>{template.language}</code>
              </p>
              <textarea
                {...register(template.key)}
                {...fieldAria(id, { error: errors[template.key]?.message, hasHint: true })}
                rows={10}
                className={codeClass}
              />
            </Field>
          );
        })}
        <SaveButton isPending={mutation.isPending}>Salvar templates</SaveButton>
      </form>
    </ToolsSection>
  );
}
