import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress.ts';

const siteRoot = fileURLToPath(new URL('./site', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/site', import.meta.url));

// The site lives in site/ and is built into dist/site, which server/app.ts serves with SPA fallback.
// In development (`npm run dev`) Vite serves the site on 5173 and proxies /api to the API on 3000,
// so cookies and the Origin header look the same as in production (one origin).
// The build also writes .br and .gz beside each text file (scripts/precompress.ts) for the server.
export default defineConfig({
  root: siteRoot,
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir,
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
});
