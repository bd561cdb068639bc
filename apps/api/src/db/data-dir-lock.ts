import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PRIVATE_FILE_MODE } from '../lib/private-files';

/** A takeover's guard older than this was left by a process that died taking over. */
const GUARD_STALE_MS = 10_000;
/** How long a start keeps trying while others take over or release the lock. */
const TRYING_MS = GUARD_STALE_MS + 5_000;
/** How long a live owner may take to say its process id. */
const ANSWER_MS = 2_000;
/** Unix socket paths are short (108 bytes on Linux, 104 on macOS, with the final NUL). */
const SOCKET_PATH_BYTES = 104;

/**
 * `silent`: a connection was taken but no process id came: a live server too busy to answer, or
 * one dying right now (its threads still closing its files). Asked again until `TRYING_MS`.
 */
type Owner =
  { state: 'alive'; pid: number } | { state: 'silent' } | { state: 'dead' } | { state: 'gone' };

/**
 * The embedded database belongs to one process: a second server pointed at the same DATA_DIR
 * refuses to start rather than open (and corrupt) it. The lock is a Unix socket this process
 * listens on in DATA_DIR; the kernel stops the listening when the process dies, however it dies
 * (kill -9, a zombie not yet reaped), so a lock nobody answers is taken over at once. No process
 * id is trusted: one may be a zombie's, or reused by another program (decision 0056).
 */
export async function lockDataDir(dir: string): Promise<() => void> {
  const file = path.join(path.resolve(dir), 'server.lock');
  const until = Date.now() + TRYING_MS;
  let silent = false;
  while (Date.now() < until) {
    const server = await listenAt(file);
    if (server) return releaser(server, file);
    const owner = await ask(file);
    if (owner.state === 'alive') throw inUse(dir, owner.pid);
    silent = owner.state === 'silent';
    if (owner.state === 'dead') await removeDeadLock(file);
  }
  if (silent) throw inUse(dir, undefined);
  throw new Error(`Could not lock ${file}: other processes kept taking it over.`);
}

function releaser(server: net.Server, file: string) {
  const { ino } = fs.lstatSync(file);
  return () => {
    server.close(); // removes the socket file by the name it was bound with
    // Bound through a link that is gone now: removed here, if no other server took its place.
    if (tooLong(file) && fs.lstatSync(file, { throwIfNoEntry: false })?.ino === ino)
      fs.rmSync(file, { force: true });
  };
}

function inUse(dir: string, pid: number | undefined) {
  const which = pid ? ` (process ${pid})` : '';
  return new Error(
    `The embedded database in ${path.resolve(dir)} is already in use by another server${which}. ` +
      'Stop that server, or start this one with another DATA_DIR (or a DATABASE_URL).',
  );
}

/** The lock's server, or undefined when something (live or dead) already has the file. */
function listenAt(file: string): Promise<net.Server | undefined> {
  return throughShortPath(file, async (address) => {
    const server = net.createServer((socket) => {
      socket.on('error', () => undefined);
      socket.end(`${process.pid}\n`);
    });
    const listening = await new Promise<boolean>((resolve, reject) => {
      server.once('error', (error: NodeJS.ErrnoException) =>
        error.code === 'EADDRINUSE' ? resolve(false) : reject(error),
      );
      server.listen(address, () => resolve(true));
    });
    if (!listening) return undefined;
    server.unref(); // the lock alone never keeps the process running
    fs.chmodSync(file, PRIVATE_FILE_MODE);
    return server;
  });
}

/** Whether a live process answers at `file`: a dead one's socket (or an old pid file) refuses. */
function ask(file: string): Promise<Owner> {
  return throughShortPath(
    file,
    (address) =>
      new Promise<Owner>((resolve, reject) => {
        const socket = net.createConnection(address);
        let connected = false;
        let said = '';
        const answer = () => {
          const pid = Number(said.trim());
          resolve(Number.isInteger(pid) && pid > 0 ? { state: 'alive', pid } : { state: 'silent' });
        };
        const timer = setTimeout(() => socket.destroy(), ANSWER_MS);
        socket.on('connect', () => (connected = true));
        socket.on('data', (chunk: Buffer) => (said += chunk.toString()));
        // Still connecting after the wait: a live server too busy to accept yet.
        socket.on('close', () => {
          clearTimeout(timer);
          answer();
        });
        socket.on('error', (error: NodeJS.ErrnoException) => {
          // Reset before the connect was reported: a server dying right now, asked again.
          if (connected || ['EAGAIN', 'ECONNRESET', 'EPIPE'].includes(error.code ?? ''))
            return answer();
          if (error.code === 'ENOENT') return resolve({ state: 'gone' });
          if (error.code === 'ECONNREFUSED' || error.code === 'ENOTSOCK')
            return resolve({ state: 'dead' });
          reject(error);
        });
      }),
  );
}

/**
 * Removes a dead server's lock file. Several starting processes may find it dead together: one at
 * a time looks again and removes it under a guard file, so none removes a lock another has just
 * taken.
 */
async function removeDeadLock(file: string): Promise<void> {
  const guard = `${file}.takeover`;
  if (!takeGuard(guard)) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    return;
  }
  try {
    if ((await ask(file)).state === 'dead') fs.rmSync(file, { force: true });
  } finally {
    fs.rmSync(guard, { force: true });
  }
}

function takeGuard(guard: string): boolean {
  try {
    fs.closeSync(fs.openSync(guard, 'wx', PRIVATE_FILE_MODE));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const since = fs.statSync(guard, { throwIfNoEntry: false })?.mtimeMs;
    if (since !== undefined && Date.now() - since > GUARD_STALE_MS)
      fs.rmSync(guard, { force: true });
    return false;
  }
}

const tooLong = (file: string) => Buffer.byteLength(file) >= SOCKET_PATH_BYTES;

/**
 * Runs `use` with an address of `file` short enough for a socket: a DATA_DIR too deep for one is
 * reached through a link in a private temporary folder (a socket is bound where its folder is).
 */
async function throughShortPath<T>(file: string, use: (address: string) => Promise<T>) {
  if (!tooLong(file)) return use(file);
  const short = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-'));
  try {
    fs.symlinkSync(path.dirname(file), path.join(short, 'd'));
    return await use(path.join(short, 'd', path.basename(file)));
  } finally {
    fs.rmSync(short, { recursive: true, force: true });
  }
}
