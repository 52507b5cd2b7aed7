// One owner per data directory (issue 22). The embedded database lives in one process's memory: a second process
// that opened the same DATA_DIR would keep a copy of its own, and each would lose what the other wrote. The owner
// listens on a Unix socket in the directory, `DATA_DIR/astroden.sock`, which is both the lock and a way to talk to
// the running shop (`npm run backup` asks it for a snapshot):
//
// - a socket nobody can connect to is what a killed owner leaves: the next start takes it over;
// - a socket that answers belongs to a live owner: the new process stops, naming the directory and the owner;
// - the kernel forgets a dead process's listener, so a stale lock never blocks a restart and a reused PID
//   never looks alive.
//
// Two processes that find a stale socket at the same moment take turns through a takeover directory (mkdir is
// atomic), so only one of them replaces it.
import { chmodSync, mkdirSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const LOCK_SOCKET = 'astroden.sock';
const TAKEOVER_DIR = '.astroden-lock-takeover';
/** How long a takeover may take before another process may assume its taker died. */
const TAKEOVER_STALE_MS = 10_000;
const ASK_TIMEOUT_MS = 3_000;

/** Who holds a data directory. */
export interface LockHolder {
  pid: number;
  hostname: string;
  startedAt: string;
}

/** A command `npm run backup` (or a test) sends to the running owner; the answer is JSON. */
export type ControlHandler = (request: Record<string, unknown>) => Promise<Record<string, unknown>>;

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | undefined,
  ) {
    const who = holder
      ? `process ${holder.pid} on ${holder.hostname}, running since ${holder.startedAt}`
      : 'a process that does not answer';
    super(
      `The data directory ${dataDir} is in use by ${who}. Only one server may use a data directory: stop it first, or give this one another DATA_DIR.`,
    );
  }
}

export interface DataDirLock {
  holder: LockHolder;
  /** Adds a command the running owner answers (e.g. backup). */
  handle(command: string, handler: ControlHandler): void;
  release(): Promise<void>;
}

export const socketPath = (dataDir: string) => path.join(dataDir, LOCK_SOCKET);

/**
 * Sends one command to the owner of `dataDir` and returns its answer; `undefined` when nobody owns it (no socket,
 * or a socket nobody listens on).
 */
export function askOwner(
  dataDir: string,
  request: Record<string, unknown>,
  timeoutMs = ASK_TIMEOUT_MS,
): Promise<Record<string, unknown> | undefined> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath(dataDir));
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server holding ${dataDir} did not answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk) => {
      answer += chunk;
      const end = answer.indexOf('\n');
      if (end === -1) return;
      clearTimeout(timer);
      socket.end();
      try {
        resolve(JSON.parse(answer.slice(0, end)) as Record<string, unknown>);
      } catch {
        reject(new Error(`the server holding ${dataDir} gave an answer that is not JSON`));
      }
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') resolve(undefined);
      else reject(err);
    });
  });
}

/** Whether `dataDir` is held by a live process (which then answers who it is). */
export async function currentHolder(dataDir: string): Promise<LockHolder | null | 'unresponsive'> {
  try {
    const answer = await askOwner(dataDir, { command: 'who' });
    return answer ? (answer.holder as LockHolder) : null;
  } catch {
    return 'unresponsive';
  }
}

function serve(holder: LockHolder, handlers: Map<string, ControlHandler>, socket: Socket) {
  let request = '';
  socket.setEncoding('utf8');
  socket.on('error', () => {});
  socket.on('data', (chunk) => {
    request += chunk;
    const end = request.indexOf('\n');
    if (end === -1) {
      if (request.length > 64 * 1024) socket.destroy();
      return;
    }
    const reply = (answer: Record<string, unknown>) => socket.end(`${JSON.stringify({ holder, ...answer })}\n`);
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(request.slice(0, end)) as Record<string, unknown>;
    } catch {
      reply({ ok: false, error: 'not JSON' });
      return;
    }
    const handler = handlers.get(String(parsed.command));
    if (parsed.command === 'who') reply({ ok: true });
    else if (!handler) reply({ ok: false, error: `unknown command ${String(parsed.command)}` });
    else
      handler(parsed).then(
        (answer) => reply({ ok: true, ...answer }),
        (err: unknown) => reply({ ok: false, error: err instanceof Error ? err.message : String(err) }),
      );
  });
}

function listen(server: Server, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Runs `work` while holding the takeover directory; waits for another process's takeover to end first. */
async function inTakeover<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  const dir = path.join(dataDir, TAKEOVER_DIR);
  for (let waited = 0; ; waited += 50) {
    try {
      mkdirSync(dir);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      // A taker that died mid-takeover leaves the directory behind.
      const since = statSync(dir, { throwIfNoEntry: false })?.mtimeMs;
      if (since !== undefined && Date.now() - since > TAKEOVER_STALE_MS) rmSync(dir, { recursive: true, force: true });
      if (waited > TAKEOVER_STALE_MS * 2) throw new Error(`could not take over the lock of ${dataDir}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Makes this process the one owner of `dataDir`, or throws DataDirLockedError naming the process that is. A
 * socket left by a killed owner is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const file = socketPath(dataDir);
  const holder: LockHolder = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };
  const handlers = new Map<string, ControlHandler>();
  const server = createServer((socket) => serve(holder, handlers, socket));

  await inTakeover(dataDir, async () => {
    try {
      await listen(server, file);
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    }
    const current = await currentHolder(dataDir);
    if (current !== null) throw new DataDirLockedError(dataDir, current === 'unresponsive' ? undefined : current);
    // Nobody listens: a killed owner's socket.
    unlinkSync(file);
    await listen(server, file);
  });
  // Only this user may talk to the shop through it.
  const { ino } = statSync(file);
  try {
    chmodSync(file, 0o600);
  } catch {
    // a file system without modes
  }

  return {
    holder,
    handle(command, handler) {
      handlers.set(command, handler);
    },
    async release() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // Ours still (not one a later owner made after this process was given up on): remove it.
      try {
        if (statSync(file).ino === ino) unlinkSync(file);
      } catch {
        // already gone
      }
    },
  };
}
