/** Runs bench/cluster/mixed-load.mjs in its own process and hands each request's record on. */
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Starts the load; `onRecord({ kind, status, startedAt, ms, method })` is called per request.
 * `stop()` asks the load to end (requests in flight finish) and resolves when it has.
 */
export function startLoad(spec, onRecord) {
  const file = path.join(spec.dir, `load-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify(spec));
  const child = spawn(process.execPath, [path.join(here, 'mixed-load.mjs'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    const [kind, status, startedAt, ms, method] = JSON.parse(line);
    onRecord({ kind, status, startedAt, ms, method });
  });
  const exited = new Promise((resolve) => child.on('close', resolve));
  const kill = () => child.kill('SIGKILL');
  process.on('exit', kill);
  return {
    done: exited.then(() => rmSync(file, { force: true })),
    async stop() {
      child.kill('SIGTERM');
      await exited;
      process.off('exit', kill);
      rmSync(file, { force: true });
    },
  };
}
