#!/usr/bin/env node
// How long `npm start` takes until /api/health answers: a first start (it may build and seed),
// then `--runs` more with nothing changed, each stopped before the next. With `--compare CMD`,
// each round also starts CMD (another way to start, e.g. an older `npm start`) just before, on the
// same data, so both meet the same machine load. Prints each time in ms.
// Usage: node bench/npm-start.mjs [--runs 3] [--port 9310] [--compare "shell command"]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '9310' },
    compare: { type: 'string' },
  },
});
const port = Number(values.port);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-npm-start-'));

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Starts `command` in its own process group, waits for /api/health, stops the group. */
async function timeOneStart(command = 'npm start') {
  const started = performance.now();
  const child = spawn('sh', ['-c', command], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let ms;
  while (ms === undefined) {
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}`);
    if (await answers(`http://127.0.0.1:${port}/api/health`)) ms = performance.now() - started;
    else await new Promise((r) => setTimeout(r, 25));
  }
  process.kill(-child.pid, 'SIGTERM');
  await exited;
  // The server's last children (the embedded database's lock) go with it.
  await new Promise((r) => setTimeout(r, 300));
  return Math.round(ms);
}

try {
  console.log(`first start: ${await timeOneStart()} ms`);
  for (let i = 1; i <= Number(values.runs); i++) {
    if (values.compare)
      console.log(`${values.compare} (nothing changed): ${await timeOneStart(values.compare)} ms`);
    console.log(`start ${i + 1} (nothing changed): ${await timeOneStart()} ms`);
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
