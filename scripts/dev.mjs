// `npm run dev`: the API server with reload (tsx watch) and the Vite dev server proxying /api to it.
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '8080';
const procs = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/src/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, NODE_ENV: 'development' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_URL: `http://localhost:${apiPort}` } }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs)
  p.on('exit', (code) => {
    stop();
    process.exit(code ?? 0);
  });
