import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projectPath, projectRoot } from './project-root.ts';

describe('the project root', () => {
  it('is the folder of package.json, whatever folder the tests run from', () => {
    expect(existsSync(projectPath('package.json'))).toBe(true);
    expect(projectPath('prisma', 'migrations')).toBe(`${projectRoot}/prisma/migrations`);
    expect(existsSync(projectPath('prisma', 'migrations'))).toBe(true);
  });
});
