#!/usr/bin/env node
// API with --watch on :8080 and the Vite dev server (proxying /api) side by side.
import { spawn } from 'node:child_process';

// The Vite servers' pages call the API from their own origin, through the proxy.
const viteOrigins = ['5173', '4173'].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);
const apiEnv = {
  ...process.env,
  ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS ?? viteOrigins.join(','),
};
const children = [
  spawn('npm', ['run', 'dev', '-w', '@estate/api'], { stdio: 'inherit', env: apiEnv }),
  spawn('npm', ['run', 'dev', '-w', '@estate/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    if (code) stop();
  });
