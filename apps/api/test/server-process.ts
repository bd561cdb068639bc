import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningServer {
  baseUrl: string;
  process: ChildProcess;
  /** Sends the signal and resolves once the process is gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The real server (src/server.ts) in its own process on a free loopback port, as `npm start`
 * runs it, for tests that stop it the hard way. Resolves once /api/health answers.
 */
export async function startServer(options: {
  dataDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      JWT_SECRET: options.jwtSecret,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      SMTP_URL: '',
      REDIS_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) {
      return {
        baseUrl,
        process: child,
        async kill(signal) {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          await exited;
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not start: ${errors}`);
}
