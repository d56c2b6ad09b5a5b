import { describe, expect, it } from 'vitest';
import { detectIntent } from './intent.ts';

// Asking to see one's data, the LGPD way and the everyday way: access, a copy, a report, a
// consultation of "meus dados" / "minhas informações". Erasing them stays apagar_dados; a product
// that handles data stays a wish.

describe('meus_dados: access, a copy, a report of my data', () => {
  it.each([
    'LGPD: quero acesso aos meus dados',
    'quero acesso aos meus dados',
    'acesso aos meus dados por favor',
    'solicito acesso aos meus dados pessoais conforme a LGPD',
    'gostaria de uma cópia dos meus dados',
    'pode me mandar uma copia das minhas informações?',
    'quero uma cópia do meu cadastro',
    'quero um relatório dos meus dados',
    'me envia um relatorio com minhas informacoes',
    'relatório das minhas informações pessoais',
    'quero consultar meus dados',
    'como consulto minhas informações?',
    'consulta dos meus dados',
    'queria consultar as informações que vcs tem de mim',
    'quero exportar meus dados',
    'quero baixar minhas informações',
    'manda um extrato dos meus dados',
    'pedido de acesso aos dados pessoais (LGPD)',
    'requisição LGPD: cópia das minhas informações',
    'solicitação de acesso a dados - LGPD',
    'tenho direito de ver meus dados',
    'quero acessar minhas informações',
    'me dá acesso às minhas informações',
    'preciso de uma copia dos meus dados cadastrados',
    'quero receber uma cópia dos meus dados',
    'Bom dia, gostaria de solicitar uma copia dos meus dados conforme a LGPD',
    'quero saber quais dados meus vocês têm, com base na LGPD',
    'quero ver minhas informações',
  ])('%j → meus_dados', (message) => {
    expect(detectIntent(message)?.intent).toBe('meus_dados');
  });
});

describe('apagar_dados: erasing them is not seeing them', () => {
  it.each([
    'quero apagar meus dados',
    'LGPD: quero excluir minhas informações',
    'exclua meus dados conforme a LGPD',
    'apaga minhas informações',
    'quero a exclusão dos meus dados',
    'remove minhas informações do sistema',
    'LGPD: apaguem meus dados',
  ])('%j → apagar_dados', (message) => {
    expect(detectIntent(message)?.intent).toBe('apagar_dados');
  });
});

describe('a product that handles data stays a wish', () => {
  it.each([
    'quero um relatório de vendas',
    'preciso de um relatório financeiro pra empresa',
    'preciso de um hd pra fazer cópia dos meus dados',
    'quero um programa pra acessar meus dados do celular',
    'quero um cabo pra passar meus dados pro celular novo',
    'quero uma cópia da chave do carro',
    'preciso de um pendrive pra fazer copia dos meus arquivos',
    'quero uma impressora pra tirar copia',
  ])('%j → null', (message) => {
    expect(detectIntent(message)).toBeNull();
  });
});
