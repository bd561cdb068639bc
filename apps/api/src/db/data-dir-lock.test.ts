import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'estate-lock-'));
const lockModule = new URL('./data-dir-lock.ts', import.meta.url).href;
const started: ChildProcess[] = [];

afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
});

/** Node code that takes the lock of `dir`, prints `locked <pid>` and then waits to be killed. */
const holderCode = (dir: string) =>
  `import(${JSON.stringify(lockModule)}).then(async (m) => {
     await m.lockDataDir(${JSON.stringify(dir)});
     process.stdout.write('locked ' + process.pid + '\\n');
     setInterval(() => {}, 1000);
   });`;

/** Starts `command` and answers the pid the lock holder printed once it holds the lock. */
function startHolder(command: string, args: string[]): Promise<number> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  started.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /locked (\d+)/.exec(out);
      if (found) resolve(Number(found[1]));
    });
    child.once('exit', (code) => reject(new Error(`the lock holder ended (${code}): ${out}`)));
  });
}

const nodeArgs = (dir: string) => ['--import', 'tsx', '-e', holderCode(dir)];
const holder = (dir: string) => startHolder(process.execPath, nodeArgs(dir));
/**
 * The holder's parent becomes `sleep` (the shell execs it), which never waits for its children:
 * killed, the holder stays a zombie, its pid still answering `kill -0`, until `sleep` ends (ten
 * minutes: a slow start never lets it end first).
 */
const unreapedHolder = (dir: string) => {
  const quoted = nodeArgs(dir).map((a) => `'${a.replace(/'/g, `'\\''`)}'`);
  return startHolder('/bin/sh', [
    '-c',
    `'${process.execPath}' ${quoted.join(' ')} & exec sleep 600`,
  ]);
};

const processState = (pid: number) =>
  fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];

/** Waits up to 20 s: on a busy machine a killed process's threads take a while to end. */
async function waitUntil(done: () => boolean) {
  for (let i = 0; i < 800 && !done(); i++) await new Promise((r) => setTimeout(r, 25));
  expect(done()).toBe(true);
}

describe('embedded database lock', () => {
  it('refuses a second server while the first one lives, naming its process', async () => {
    const dir = tempDir();
    const pid = await holder(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(
      `already in use by another server (process ${pid})`,
    );
  });

  it('lets a restart start at once after the server was killed with SIGKILL', async () => {
    const dir = tempDir();
    const pid = await holder(dir);
    process.kill(pid, 'SIGKILL');
    await waitUntil(() => started[0]!.exitCode !== null || started[0]!.signalCode !== null);
    // The dead server's socket file is still there: it is taken over, not waited for.
    expect(fs.lstatSync(path.join(dir, 'server.lock')).isSocket()).toBe(true);
    const release = await lockDataDir(dir);
    release();
  });

  // A process's state is read from /proc.
  it.skipIf(process.platform !== 'linux')(
    'lets a restart start while the killed server is a zombie not yet reaped',
    async () => {
      const dir = tempDir();
      const pid = await unreapedHolder(dir);
      process.kill(pid, 'SIGKILL');
      await waitUntil(() => processState(pid) === 'Z');
      // The zombie's pid is still "alive" to kill(pid, 0): the lock must not ask it.
      expect(() => process.kill(pid, 0)).not.toThrow();
      const release = await lockDataDir(dir);
      release();
    },
  );

  it('is not blocked by a lock file naming a live process that is no server', async () => {
    const dir = tempDir();
    // A pid reused after a reboot or in a container: here the test runner's parent, alive.
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
    const release = await lockDataDir(dir);
    release();
  });

  it('gives the folder to exactly one of several servers starting together', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
    const tries = await Promise.allSettled(Array.from({ length: 5 }, () => lockDataDir(dir)));
    const held = tries.filter((t) => t.status === 'fulfilled');
    expect(held).toHaveLength(1);
    for (const t of tries) {
      if (t.status === 'rejected') expect(String(t.reason)).toMatch(/already in use/);
    }
    (held[0] as PromiseFulfilledResult<() => void>).value();
  });

  it('is released for the next server, leaving no file behind', async () => {
    const dir = tempDir();
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(/already in use by another server/);
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
    (await lockDataDir(dir))();
  });

  it('works in a DATA_DIR too deep for a socket path', async () => {
    const dir = path.join(tempDir(), 'a-folder-name-long-enough-to-pass'.repeat(4));
    fs.mkdirSync(dir);
    const release = await lockDataDir(dir);
    expect(fs.lstatSync(path.join(dir, 'server.lock')).isSocket()).toBe(true);
    await expect(lockDataDir(dir)).rejects.toThrow(/already in use by another server/);
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
    (await lockDataDir(dir))();
  });
});
