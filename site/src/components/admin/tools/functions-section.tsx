import { Wrench } from 'lucide-react';
import type { ToolFunction } from '../../../lib/admin-tools-api.ts';
import { FunctionEditor } from './function-editor.tsx';
import { ToolsSection } from './tools-ui.tsx';

// Funções do Agente (Tools): the code behind each tool is the project's; admins tune what the
// model reads (description, parameters) and whether it is offered at all.
export function FunctionsSection({ functions }: { functions: ToolFunction[] }) {
  return (
    <ToolsSection
      title="Funções do Agente (Tools)"
      icon={<Wrench aria-hidden="true" />}
      description="O que o modelo lê sobre cada ferramenta e se ela é oferecida. Uma função inativa deixa de ser oferecida na próxima mensagem."
    >
      {functions.map((tool) => (
        // Keyed by the saved text too: a save (or a reload) starts the editor from what is stored.
        <FunctionEditor key={`${tool.name}:${tool.description}:${tool.parameters}`} tool={tool} />
      ))}
    </ToolsSection>
  );
}
