import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { BackupRefused } from './backup-error';
import type { Manifest } from './manifest';

/**
 * The embedded database can only be copied by the process that holds it, so a running server
 * takes backups on request through a Unix socket in DATA_DIR: whoever may read DATA_DIR may ask,
 * nobody else (no network port, no token). One JSON line each way.
 */
export const backupSocketPath = (dataDir: string) =>
  path.join(path.resolve(dataDir), 'backup.sock');

/** Unix socket paths are short (108 bytes on Linux, 104 on macOS, with the final NUL). */
export const socketPathFits = (socketPath: string) => Buffer.byteLength(socketPath) < 104;

const requestSchema = z.object({ backup: z.string().refine((p) => path.isAbsolute(p)) });
const answerSchema = z.union([
  z.object({ ok: z.literal(true), dir: z.string(), manifest: z.custom<Manifest>() }),
  z.object({ ok: z.literal(false), message: z.string(), refused: z.boolean() }),
]);
type Answer = z.infer<typeof answerSchema>;

export type BackupRunner = (target: string) => Promise<{ manifest: Manifest; dir: string }>;

async function answer(line: string, run: BackupRunner): Promise<Answer> {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    json = undefined;
  }
  const request = requestSchema.safeParse(json);
  if (!request.success) return { ok: false, message: 'Bad backup request.', refused: true };
  try {
    return { ok: true, ...(await run(request.data.backup)) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, message, refused: error instanceof BackupRefused };
  }
}

/** Server side: answers backup requests until the returned function closes the socket. */
export async function listenForBackups(
  dataDir: string,
  run: BackupRunner,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const socketPath = backupSocketPath(dataDir);
  if (!socketPathFits(socketPath)) {
    // Node would cut the path and listen somewhere else; the marketplace still runs, and says so.
    log.warn(`npm run backup cannot reach this server: ${socketPath} is too long for a socket`);
    return async () => undefined;
  }
  // A socket file left by a crashed server; this process holds the data directory's lock.
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    let buffered = '';
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const end = buffered.indexOf('\n');
      if (end === -1) return;
      void answer(buffered.slice(0, end), run).then((reply) => {
        if (reply.ok) log.info({ dir: reply.dir }, 'backup written');
        else log.warn({ reason: reply.message }, 'backup failed');
        socket.end(`${JSON.stringify(reply)}\n`);
      });
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
  } catch (error) {
    log.warn({ err: error }, `npm run backup cannot reach this server through ${socketPath}`);
    return async () => undefined;
  }
  fs.chmodSync(socketPath, 0o600);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/**
 * Client side: asks the server that holds `dataDir` for a backup into `target`. Undefined when
 * no server listens there.
 */
export function requestServerBackup(
  dataDir: string,
  target: string,
): Promise<{ manifest: Manifest; dir: string } | undefined> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(backupSocketPath(dataDir));
    let received = '';
    socket.on('connect', () => socket.write(`${JSON.stringify({ backup: target })}\n`));
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
    socket.on('end', () => {
      const reply = answerSchema.safeParse(safeJson(received));
      if (!reply.success) reject(new Error('The server gave no answer to the backup request.'));
      else if (reply.data.ok) resolve({ manifest: reply.data.manifest, dir: reply.data.dir });
      else
        reject(
          reply.data.refused
            ? new BackupRefused(reply.data.message)
            : new Error(reply.data.message),
        );
    });
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
