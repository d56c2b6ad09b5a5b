import { isBuiltin } from 'node:module';
import type { Plugin } from 'vite';

// The compiled server runs beside `npm install --omit=dev`: a package it imports that is only a
// devDependency would be missing there and fail at run time, far from the change that caused it.
// This fails the server build instead, naming the file that imports it. Packages stay external
// (Vite's SSR build keeps node_modules out of the bundle), so this sees every one it imports.

function packageName(specifier: string): string {
  const [first = '', second = ''] = specifier.split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

const isBare = (source: string) => !/^[./#\0]/.test(source) && !source.includes(':');

export function onlyRuntimeDependencies(dependencies: Record<string, string>): Plugin {
  return {
    name: 'only-runtime-dependencies',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !isBare(source) || isBuiltin(source)) return null;
      const name = packageName(source);
      if (!Object.hasOwn(dependencies, name)) {
        this.error(`${importer} importa ${name}, que não está em "dependencies" do package.json`);
      }
      return null;
    },
  };
}
