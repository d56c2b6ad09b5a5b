import { Upload } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import {
  type AssociateCsvRow,
  CSV_PREVIEW_ROWS,
  CsvFormatError,
  decodeCsvBytes,
  invalidCsvMessage,
  parseAssociatesCsv,
} from '#domain/admin/associates-csv.ts';
import { useImportAssociates } from '../../../lib/admin-partners-api.ts';
import { toast } from '../../../lib/toast.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog.tsx';
import { DialogActions, type OpenState } from '../dialog-parts.tsx';
import { Field, fileInputClass } from '../field.tsx';
import { BorderedTable } from '../table-parts.tsx';
import { formatDocumento } from './partners-format.ts';
import { fail, warn } from './partners-ui.tsx';

// The CSV import (spec 001 §5, §9): the file is read with the parser the server uses, its first
// 5 rows previewed, and Importar stays disabled until a readable file is chosen. The server parses
// the same text again and upserts every row on documento plus association.

type Chosen = { name: string; text: string; rows: AssociateCsvRow[] };

export function ImportCsvDialog({
  associacaoId,
  associacaoNome,
  isOpen,
  onOpenChange,
}: OpenState & {
  associacaoId: string;
  associacaoNome: string;
}) {
  const id = useId();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const importer = useImportAssociates(associacaoId);

  function close(open: boolean) {
    if (!open) setChosen(null);
    onOpenChange(open);
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setChosen(null);
    if (!file) return;
    try {
      const text = decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
      setChosen({ name: file.name, text, rows: parseAssociatesCsv(text) });
    } catch (error) {
      if (!(error instanceof CsvFormatError)) console.error('Falha ao ler o CSV:', error);
      warn(invalidCsvMessage);
      event.target.value = '';
    }
  }

  function submit() {
    if (!chosen) return;
    importer.mutate(chosen.text, {
      onSuccess: ({ importados }) => {
        toast.success(`${importados} associados importados com sucesso`);
        close(false);
      },
      onError: (error) => fail(error, 'Não foi possível importar os associados'),
    });
  }

  return (
    <Dialog open={isOpen} onOpenChange={close}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogTitle>Importar associados</DialogTitle>
        <DialogDescription className="mt-1">
          Arquivo CSV de {associacaoNome}, separado por vírgula ou ponto e vírgula, com as colunas documento,
          nome da loja, nome do contato, e-mail e telefone. Uma primeira linha com "documento" é o cabeçalho.
          Documentos já cadastrados nesta associação são atualizados.
        </DialogDescription>
        <Field id={`${id}-arquivo`} label="Arquivo CSV" className="mt-4">
          <input
            id={`${id}-arquivo`}
            type="file"
            accept=".csv,text/csv"
            onChange={choose}
            className={fileInputClass}
          />
        </Field>
        {chosen && <Preview chosen={chosen} />}
        <DialogActions
          className="mt-6"
          action={{
            onClick: submit,
            disabled: !chosen,
            isLoading: importer.isPending,
            loadingText: 'Importando...',
            children: (
              <>
                <Upload aria-hidden="true" />
                Importar
              </>
            ),
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function Preview({ chosen }: { chosen: Chosen }) {
  const shown = chosen.rows.slice(0, CSV_PREVIEW_ROWS);
  return (
    <div className="mt-4">
      <p className="text-sm text-slate-700">
        {chosen.rows.length} {chosen.rows.length === 1 ? 'associado encontrado' : 'associados encontrados'} em{' '}
        {chosen.name}
        {chosen.rows.length > shown.length && ` (prévia das ${shown.length} primeiras linhas)`}.
      </p>
      <BorderedTable
        caption="Prévia da importação"
        columns={['Documento', 'Nome', 'E-mail', 'Telefone']}
        className="mt-2"
      >
        {shown.map((row, i) => (
          // The same document may repeat in a file: the position keeps the keys apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: preview rows never reorder
          <tr key={`${row.documento}-${i}`}>
            <td className="px-3 py-2 whitespace-nowrap">{formatDocumento(row.documento)}</td>
            <td className="px-3 py-2">{row.nome_completo}</td>
            <td className="px-3 py-2">{row.email ?? '—'}</td>
            <td className="px-3 py-2 whitespace-nowrap">{row.telefone ?? '—'}</td>
          </tr>
        ))}
      </BorderedTable>
    </div>
  );
}
