// `npm run dev`: the API server (restarted by tsx watch on change) behind the Vite dev server
// (hot reload). Open the URL Vite prints; /api and the socket are proxied to the API.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');
const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/cli/serve-api.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, STATIC_DIR: '/nonexistent' },
  }),
  spawn('npx', ['vite', '--port', process.env.PORT ?? '3000'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_TARGET: `http://127.0.0.1:${apiPort}` },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children)
  child.once('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
