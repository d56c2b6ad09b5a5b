import { Upload } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import {
  type AssociateCsvRow,
  CSV_PREVIEW_ROWS,
  CsvFormatError,
  decodeCsvBytes,
  invalidCsvMessage,
  parseAssociatesCsv,
} from '#domain/admin/associates-csv.ts';
import { useImportAssociates } from '../../../lib/admin-partners-api.ts';
import { LoadingButton } from '../../form/form-controls.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog.tsx';
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
}: {
  associacaoId: string;
  associacaoNome: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
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
        <div className="mt-4 space-y-1.5">
          <label htmlFor={`${id}-arquivo`} className="block text-sm font-medium text-slate-800">
            Arquivo CSV
          </label>
          <input
            id={`${id}-arquivo`}
            type="file"
            accept=".csv,text/csv"
            onChange={choose}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium"
          />
        </div>
        {chosen && <Preview chosen={chosen} />}
        <div className="mt-6 flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Cancelar</Button>
          </DialogClose>
          <LoadingButton
            onClick={submit}
            disabled={!chosen}
            isLoading={importer.isPending}
            loadingText="Importando..."
          >
            <Upload aria-hidden="true" />
            Importar
          </LoadingButton>
        </div>
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
      <div className="mt-2 overflow-x-auto rounded border border-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Prévia da importação</caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Documento
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Nome
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                E-mail
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Telefone
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
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
          </tbody>
        </table>
      </div>
    </div>
  );
}
