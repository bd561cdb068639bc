#!/usr/bin/env node
// What `npm start` runs before the server: the web app (Vite) and the API (esbuild, to
// apps/api/dist/server.js), each only when its inputs changed since its last build. The inputs'
// hash is kept in a stamp beside each output. Prints one line saying what was rebuilt or reused.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApi } from './build-api.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

/** Tests change no build output: editing one rebuilds nothing. */
const isTest = (file) =>
  /\.test\.[cm]?[jt]sx?$/.test(file) || file.includes(`${path.sep}test${path.sep}`);

function filesUnder(entry) {
  if (!fs.existsSync(entry)) return [];
  if (!fs.statSync(entry).isDirectory()) return [entry];
  return fs
    .readdirSync(entry, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/** One hash over the inputs' paths and contents, and the settings a build reads. */
function hashOf(inputs, settings = {}) {
  const hash = crypto.createHash('sha256').update(JSON.stringify(settings));
  const files = inputs.flatMap((input) => filesUnder(at(input))).filter((f) => !isTest(f));
  for (const file of files.sort()) {
    hash.update(`\0${path.relative(root, file)}\0`);
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

const SHARED_INPUTS = [
  'package-lock.json',
  'packages/contracts/package.json',
  'packages/contracts/src',
];

const targets = [
  {
    name: 'web',
    output: at('apps/web/dist/index.html'),
    // Beside dist/, not in it: dist/ is served to the public as it is.
    stamp: at('apps/web/.dist-stamp'),
    inputs: [
      ...SHARED_INPUTS,
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/package.json',
      'apps/web/vite.config.ts',
      'apps/web/tsconfig.json',
      'apps/web/scripts',
    ],
    // Vite writes VITE_* variables (the map's tile server…) into the bundle.
    settings: () =>
      Object.fromEntries(
        Object.entries(process.env)
          .filter(([k]) => k.startsWith('VITE_'))
          .sort(),
      ),
    build() {
      const r = spawnSync('npm', ['run', 'build', '-w', '@estate/web'], {
        cwd: root,
        stdio: 'inherit',
      });
      if (r.status !== 0) throw new Error('the web build failed');
    },
  },
  {
    name: 'API',
    output: at('apps/api/dist/server.js'),
    stamp: at('apps/api/dist/.build-stamp'),
    inputs: [...SHARED_INPUTS, 'apps/api/src', 'apps/api/package.json', 'scripts/build-api.mjs'],
    settings: () => ({}),
    build: () => buildApi(at('apps/api')),
  },
];

const readStamp = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '');

const outcomes = [];
for (const target of targets) {
  const hash = hashOf(target.inputs, target.settings());
  if (fs.existsSync(target.output) && readStamp(target.stamp) === hash) {
    outcomes.push(`${target.name} reused`);
    continue;
  }
  const started = performance.now();
  await target.build();
  fs.writeFileSync(target.stamp, `${hash}\n`);
  outcomes.push(`${target.name} rebuilt in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
console.log(`Build: ${outcomes.join(', ')} (unchanged inputs are not rebuilt).`);
