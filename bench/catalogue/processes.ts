// The servers under test, each in a process of its own: the load comes from this one over loopback.
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * How `npm start` runs the server, read from package.json: its environment (glibc's malloc settings) and
 * Node's flags. A bench that measures the product starts it this way, as a deployment does.
 */
export const npmStart = ((): { env: Record<string, string>; nodeArgs: string[] } => {
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  const serve = /([A-Z_]+=\S+ )*node ((?:--\S+ )*)apps\/api\/dist\/server\.js/.exec(pkg.scripts.start);
  if (!serve) throw new Error('package.json start does not run apps/api/dist/server.js');
  const words = serve[0].split(' ');
  const env = Object.fromEntries(words.filter((w) => /^[A-Z_]+=/.test(w)).map((w) => w.split('=') as [string, string]));
  return { env, nodeArgs: words.filter((w) => w.startsWith('--')) };
})();

export interface ServerProcess {
  name: string;
  url: string;
  /** The server's process id (its memory is read from /proc). */
  pid: number;
  /** Its exit code, or the signal that ended it, once it has exited (null until then). */
  ended(): string | null;
  stop(): Promise<void>;
}

/** A port nothing listens on (now). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Resolves with the child's exit code (null when a signal ended it) once it has exited. */
export function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/**
 * Starts `node args…` with a fresh port in PORT, its output in `logFile`, and waits until `readyPath`
 * answers 200 (a minute at most: migrations on a fresh database take a while).
 */
export async function startServer(
  name: string,
  args: string[],
  env: Record<string, string | undefined>,
  logFile: string,
  readyPath: string,
): Promise<ServerProcess> {
  const port = await freePort();
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      // The load comes from one address (this one), and the bench waits for no load balancer when it stops.
      PAGE_RENDERS_PER_MINUTE: '1000000000',
      SHUTDOWN_DRAIN_MS: '0',
      // The server's worker processes (decision 021): its default unless the bench is run with WEB_CONCURRENCY set.
      ...(process.env.WEB_CONCURRENCY ? { WEB_CONCURRENCY: process.env.WEB_CONCURRENCY } : {}),
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killed = await Promise.race([exited(child).then(() => true), sleep(15_000).then(() => false)]);
    if (!killed) {
      child.kill('SIGKILL');
      await exited(child);
    }
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${tail(logFile)}`);
    try {
      if ((await fetch(url + readyPath)).status === 200) {
        const ended = () => child.signalCode ?? (child.exitCode === null ? null : `exit code ${child.exitCode}`);
        return { name, url, pid: child.pid!, ended, stop };
      }
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  await stop();
  throw new Error(`${name} did not answer ${readyPath} within a minute:\n${tail(logFile)}`);
}

/** The CPU time (clock ticks, user and system) of `pid` and its children: a server's primary and its workers. */
function treeTicks(pid: number): number {
  const ticks = (id: number) => {
    try {
      const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return Number(fields[11]) + Number(fields[12]);
    } catch {
      return 0;
    }
  };
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // not Linux, or gone: its own time only
  }
  return ticks(pid) + children.reduce((sum, child) => sum + ticks(child), 0);
}

/**
 * Waits (three minutes at most) until a started server has done its start-up work: at 1,000,000 products each
 * worker builds its catalogue index after it starts answering (decision 024), which on a slow machine outlasted
 * the warm-up and ran into the first case. Done when the server's processes used under a tenth of a core for two
 * seconds in a row. Where /proc cannot tell, it returns at once.
 */
export async function waitStartupWork(server: ServerProcess): Promise<void> {
  const TICKS_PER_SECOND = 100;
  const deadline = Date.now() + 180_000;
  let quiet = 0;
  let before = treeTicks(server.pid);
  if (before === 0) return;
  while (Date.now() < deadline && quiet < 4) {
    await sleep(500);
    const now = treeTicks(server.pid);
    quiet = (now - before) / TICKS_PER_SECOND < 0.05 ? quiet + 1 : 0;
    before = now;
  }
}
