import { type ChildProcess, spawn } from 'node:child_process';

// `npm run dev`: the API restarts on server changes (tsx watch) and the site hot-reloads on the
// Vite dev server, which proxies /api to the API. Ctrl+C stops both.

const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'scripts/serve.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' },
  }),
  spawn('npx', ['vite', '--port', '5173'], { stdio: 'inherit' }),
];

console.log('Site com recarga automática em http://localhost:5173 (API em http://localhost:3000)');

function stop(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.once('SIGINT', () => stop());
process.once('SIGTERM', () => stop());
for (const child of children) child.once('exit', (code) => stop(code ?? 0));
