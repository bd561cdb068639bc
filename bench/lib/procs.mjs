/** Child processes of the benchmark: each is started, awaited and stopped by its own id. */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import net from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a command to its end; rejects with its output when it fails. */
export function runToEnd(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (options.echo) process.stdout.write(d);
    });
    child.stderr.on('data', (d) => {
      err += d;
      if (options.echo) process.stderr.write(d);
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`${command} ${args.join(' ')} exited ${code}\n${err.slice(-4000)}`)),
    );
  });
}

/** Every long-running child still alive, so that the benchmark never leaves one behind. */
const running = new Set();

/**
 * Whatever ends the benchmark (an error nobody caught, Ctrl-C, a kill), its servers end with it:
 * a crash used to leave the API server running.
 */
function stopChildrenOnExit() {
  const killAll = () => {
    for (const child of running) child.kill('SIGKILL');
  };
  process.on('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
    process.on(signal, () => {
      killAll();
      process.exit(130);
    });
  for (const event of ['uncaughtException', 'unhandledRejection'])
    process.on(event, (error) => {
      console.error(`bench: ${error?.stack ?? error}`);
      killAll();
      process.exit(1);
    });
}
stopChildrenOnExit();

/**
 * Starts a long-running process with its output in `logFile`; `stop()` sends SIGTERM to that
 * process only and waits for it to end (SIGKILL after 15 s).
 */
export function startProcess(command, args, { env, logFile, cwd } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  const log = logFile ? createWriteStream(logFile) : undefined;
  let firstLine;
  const firstLineReady = new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (d) => {
      log?.write(d);
      if (firstLine !== undefined) return;
      buffer += d;
      const nl = buffer.indexOf('\n');
      if (nl >= 0) {
        firstLine = buffer.slice(0, nl);
        resolve(firstLine);
      }
    });
    child.on('exit', (code) => reject(new Error(`${command} ${args.join(' ')} exited ${code}`)));
  });
  // Awaited only by callers that need the first line; a later exit is not an error then.
  firstLineReady.catch(() => undefined);
  child.stderr.on('data', (d) => log?.write(d));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    child,
    firstLine: () => firstLineReady,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
      log?.end();
    },
  };
}

/** Polls `url` until it answers 200, for at most `seconds`. */
export async function waitForHttp(url, seconds, proc) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (proc && (proc.child.exitCode !== null || proc.child.signalCode !== null))
      throw new Error(`the server stopped before answering ${url}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}
