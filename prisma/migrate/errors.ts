// What the runner refuses to do, said in Portuguese with the way out. `npm start` and
// `npm run db:migrate` print the message alone (no stack): it is for the operator.

export type MigrationErrorKind = 'failed' | 'half-applied' | 'unopenable' | 'resolve';

export class MigrationError extends Error {
  constructor(
    readonly kind: MigrationErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const recoveryCommands = (name: string) =>
  [
    'Veja o estado com:  npm run db:migrate -- --status',
    'Depois de corrigir o banco à mão, diga ao migrador o que você fez:',
    `  npm run db:migrate -- --resolve-rolled-back ${name}   (desfez o que ela criou: será aplicada de novo)`,
    `  npm run db:migrate -- --resolve-applied ${name}       (completou-a à mão: fica registrada como aplicada)`,
  ].join('\n');

export function failedMigration(name: string, error: unknown) {
  return new MigrationError(
    'failed',
    `A migração ${name} falhou e foi desfeita por inteiro (nada dela ficou no banco): ${reason(error)}\n` +
      'Corrija a causa e rode de novo: npm run db:migrate',
    { cause: error },
  );
}

export function halfAppliedMigration(name: string, error: unknown) {
  return new MigrationError(
    'half-applied',
    `A migração ${name} ficou pela metade numa execução anterior (do motor antigo, que não usava ` +
      `transação) e não pôde ser refeita: ${reason(error)}\n` +
      'Parte do que ela cria já existe no banco. Apague essas partes (ou complete a migração) à mão.\n' +
      recoveryCommands(name),
    { cause: error },
  );
}

export function unopenableEmbedded(dir: string, error: unknown) {
  return new MigrationError(
    'unopenable',
    `Não foi possível abrir o banco embutido em ${dir}: ${reason(error)}\n` +
      'Se esta pasta ficou de um primeiro início interrompido de uma versão anterior, ela não tem ' +
      `dados: mova-a para o lado e inicie de novo:\n  mv ${dir} ${dir}.interrompido && npm start\n` +
      'Se ela tem dados, não a apague: guarde uma cópia da pasta antes de qualquer outra coisa.',
    { cause: error },
  );
}

export const resolveRefused = (message: string) => new MigrationError('resolve', message);
