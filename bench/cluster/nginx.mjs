/**
 * The front of the cluster: Debian's nginx with deploy/nginx.conf (its ports replaced), or, when
 * nginx is not installed, bench/cluster/round-robin.mjs with the same retry rule.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProcess, waitForHttp } from '../lib/procs.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

function nginxBinary() {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    try {
      execFileSync(candidate, ['-v'], { stdio: 'ignore' });
      return candidate;
    } catch {
      // not there
    }
  }
  return undefined;
}

/** deploy/nginx.conf with its listening port and the two upstream ports replaced. */
export function renderNginxConf(listenPort, apiPorts) {
  const conf = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  const ports = [...apiPorts];
  return conf
    .replace(/listen 127\.0\.0\.1:8080;/, `listen 127.0.0.1:${listenPort};`)
    .replace(/server 127\.0\.0\.1:808[12]/g, () => `server 127.0.0.1:${ports.shift()}`)
    .replace(/worker_processes auto;/, 'worker_processes 1;');
}

/** nginx (or the round robin) on `port` in front of `apiPorts`; its error log ends in `logDir`. */
export async function startFront(apiPorts, port, logDir) {
  const binary = nginxBinary();
  if (!binary) {
    console.log(
      'nginx is not installed (apt-get install -y nginx): using bench/cluster/round-robin.mjs',
    );
    const proxy = startProcess(
      process.execPath,
      [path.join(here, 'round-robin.mjs'), String(port), ...apiPorts.map(String)],
      {},
    );
    await waitForHttp(`http://127.0.0.1:${port}/api/health`, 30, proxy);
    return { kind: 'round-robin', port, stop: () => proxy.stop() };
  }
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'estate-nginx-'));
  for (const sub of ['logs', 'tmp']) mkdirSync(path.join(prefix, sub));
  const confFile = path.join(prefix, 'nginx.conf');
  writeFileSync(confFile, renderNginxConf(port, apiPorts));
  // One process in the foreground: stopped (or killed) with the script, never left behind.
  const nginx = startProcess(
    binary,
    ['-p', `${prefix}/`, '-c', confFile, '-g', 'daemon off; master_process off;'],
    {
      logFile: path.join(prefix, 'logs', 'stdout.log'),
    },
  );
  await waitForHttp(`http://127.0.0.1:${port}/api/health`, 30, nginx);
  return {
    kind: 'nginx',
    port,
    async stop() {
      await nginx.stop();
      copyFileSync(path.join(prefix, 'logs', 'error.log'), path.join(logDir, 'nginx-error.log'));
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
