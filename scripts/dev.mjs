#!/usr/bin/env node
// API with --watch on :8080 and the Vite dev server (proxying /api) side by side.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@estate/api'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@estate/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    if (code) stop();
  });
