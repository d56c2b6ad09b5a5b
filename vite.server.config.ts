import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { onlyRuntimeDependencies } from './scripts/runtime-dependencies.ts';

// `npm run build:server`: the processes production runs, bundled by Vite's SSR build (rolldown)
// into dist/server/<entry>.js for plain `node`. The "#folder/*" aliases and .ts imports are
// resolved here, at build time; packages stay external and load from node_modules, so the image
// ships only "dependencies". Files read at run time are found through paths/project-root.ts.
const SERVER_ENTRIES = {
  serve: 'scripts/serve.ts',
  migrate: 'scripts/migrate.ts',
  seed: 'scripts/seed.ts',
  'create-admin': 'scripts/create-admin.ts',
};

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

export default defineConfig({
  publicDir: false,
  plugins: [onlyRuntimeDependencies(dependencies)],
  build: {
    ssr: true,
    target: 'node20',
    outDir: 'dist/server',
    emptyOutDir: true,
    // Readable stack traces without source maps: each module keeps its name and its lines.
    minify: false,
    rolldownOptions: {
      input: SERVER_ENTRIES,
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
