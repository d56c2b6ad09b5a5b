import type { ErasureResult } from '#api/privacidade/customer-data.ts';
import type { ExportCounts } from '../../../lib/admin-privacy-api.ts';
import { ApiError } from '../../../lib/api.ts';

// What /gestao/privacidade says after an export or an erasure, in the admin's words.

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The download's toast: an empty file is still the answer to hand over ("nothing kept"). */
export function exportDescription({ conversas, desejos }: ExportCounts): string {
  if (conversas === 0 && desejos === 0) return 'Nenhuma conversa ou desejo encontrado para este telefone.';
  return `${count(conversas, 'conversa', 'conversas')} e ${count(desejos, 'desejo', 'desejos')} no arquivo.`;
}

/** One line per kind of data the erasure touched; a single line when nothing was found. */
export function erasureLines(result: ErasureResult): string[] {
  const customerData = result.conversas_apagadas + result.mensagens_apagadas + result.desejos_anonimizados;
  const lines =
    customerData === 0
      ? ['Nenhum dado de cliente encontrado para este telefone.']
      : [
          count(result.conversas_apagadas, 'conversa apagada', 'conversas apagadas'),
          count(result.mensagens_apagadas, 'mensagem apagada', 'mensagens apagadas'),
          count(result.desejos_anonimizados, 'desejo anonimizado', 'desejos anonimizados'),
        ];
  // The number is also a shop's: its conversation with the bot stays (the shop has an account).
  if (result.conversas_de_loja_mantidas > 0) {
    lines.push(
      `${count(result.conversas_de_loja_mantidas, 'conversa de loja mantida', 'conversas de loja mantidas')} (lojas têm conta própria)`,
    );
  }
  return lines;
}

/** A refusal or a network failure says why (the server's Portuguese message); a crash does not. */
export function failureDescription(error: unknown, message: string): string {
  return error instanceof ApiError && error.status < 500 ? `${message}: ${error.message}` : message;
}
