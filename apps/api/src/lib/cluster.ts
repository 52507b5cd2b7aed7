// Several processes on one port (WEB_CONCURRENCY, decision 021). The primary only forks and watches: each worker is a
// whole shop instance (the same start-up as a single process: the start-up lock lets them migrate and bootstrap
// together), node:cluster hands each new connection to the next worker, and the workers tell each other what their
// own memory must forget through the primary (in-process messages; Redis, when set, reaches every instance anyway).
import cluster, { type Worker } from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, type Registry } from 'prom-client';

/** A message between a worker and the primary (every other message is node's or prom-client's own). */
type Message =
  | { astroden: 'announce'; topic: string; id: string }
  | { astroden: 'heard'; id: string }
  | { astroden: 'all-heard'; id: string }
  | { astroden: 'metrics'; id: string }
  | { astroden: 'metrics-text'; id: string; text?: string; contentType?: string };

const isOurs = (message: unknown): message is Message =>
  typeof message === 'object' && message !== null && 'astroden' in message;

/**
 * Runs the primary: forks `workers` processes of this same script and keeps that many running; SIGTERM and SIGINT
 * go to every worker (each drains as a single process does), and the primary exits once they all have, with 0 only
 * if every one did. A worker that dies is replaced, unless it died before it ever listened (a database it cannot
 * reach, a port taken): then the whole server stops with its exit code, as a single process would, rather than
 * fork forever.
 */
export function runPrimary(workers: number): void {
  /** The signal the server was told to stop with, once it was. */
  let stopping: NodeJS.Signals | undefined;
  let exitCode = 0;
  const listened = new WeakSet<Worker>();
  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => listened.add(worker));
  };
  const live = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());

  for (let i = 0; i < workers; i += 1) fork();

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      // A worker still starting ends by the signal itself (its handlers are not set yet): an orderly stop too.
      if (code !== 0 && signal !== stopping) exitCode = code ?? 1;
      if (live().length === 0) process.exit(exitCode);
      return;
    }
    if (!listened.has(worker)) {
      exitCode = code || 1;
      console.error(`worker ${worker.process.pid} exited (${signal ?? code}) while starting: stopping the server`);
      stop('SIGTERM');
      return;
    }
    console.error(`worker ${worker.process.pid} exited (${signal ?? code}): starting another`);
    fork();
  });

  // Announcements: to every other live worker; the announcer hears back once each has acted on it.
  const pending = new Map<string, { from: Worker; waiting: Set<number> }>();
  const settle = (id: string, workerId?: number) => {
    const entry = pending.get(id);
    if (!entry) return;
    if (workerId !== undefined) entry.waiting.delete(workerId);
    if (entry.waiting.size > 0) return;
    pending.delete(id);
    if (!entry.from.isDead()) entry.from.send({ astroden: 'all-heard', id } satisfies Message);
  };
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isOurs(message)) return;
    if (message.astroden === 'announce') {
      const others = live().filter((w) => w.id !== worker.id);
      pending.set(message.id, { from: worker, waiting: new Set(others.map((w) => w.id)) });
      for (const other of others) other.send(message);
      settle(message.id);
    } else if (message.astroden === 'heard') settle(message.id, worker.id);
    else if (message.astroden === 'metrics') {
      aggregator.clusterMetrics().then(
        (text) => worker.send({ astroden: 'metrics-text', id: message.id, text, contentType: aggregator.contentType }),
        () => worker.send({ astroden: 'metrics-text', id: message.id } satisfies Message),
      );
    }
  });
  // A worker gone while others waited on it: it has nothing left to forget.
  cluster.on('exit', (worker) => {
    for (const id of [...pending.keys()]) settle(id, worker.id);
  });

  const stop = (signal: NodeJS.Signals) => {
    stopping = signal;
    for (const worker of live()) worker.process.kill(signal);
    if (live().length === 0) process.exit(exitCode);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/** True in a worker of runPrimary's cluster (not in a single process, nor in tests). */
export const inCluster = (): boolean => cluster.isWorker && typeof process.send === 'function';

/** The first worker of a cluster, or a single process: says what the whole server says once. */
export const speaksForServer = (): boolean => !inCluster() || cluster.worker?.id === 1;

function send(message: Message) {
  process.send?.(message);
}

const answers = new Map<string, (message: Message) => void>();
let listening = false;
const handlers = new Map<string, () => void>();
function listen() {
  if (listening) return;
  listening = true;
  process.on('message', (message: unknown) => {
    if (!isOurs(message)) return;
    if (message.astroden === 'announce') {
      handlers.get(message.topic)?.();
      send({ astroden: 'heard', id: message.id });
    } else if (message.astroden === 'all-heard' || message.astroden === 'metrics-text') {
      answers.get(message.id)?.(message);
    }
  });
}

/** Asks the primary, and waits at most `waitMs` for its answer (undefined without one). */
function ask<T extends Message>(message: Message & { id: string }, waitMs: number): Promise<T | undefined> {
  listen();
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(undefined), waitMs);
    function finish(answer: T | undefined) {
      clearTimeout(timer);
      answers.delete(message.id);
      resolve(answer);
    }
    answers.set(message.id, (answer) => finish(answer as T));
    send(message);
  });
}

/**
 * The other workers of this cluster, for one topic: `announce` tells them and resolves once each has run its
 * handler (or after `waitMs`); a worker's own handler runs when another announces.
 */
export function siblings(topic: string, onAnnounce: () => void) {
  if (!inCluster()) return undefined;
  listen();
  handlers.set(topic, onAnnounce);
  return {
    async announce(waitMs: number): Promise<void> {
      await ask({ astroden: 'announce', topic, id: randomUUID() }, waitMs);
    },
  };
}

/** Every worker's metrics, summed by the primary (prom-client's cluster aggregation); undefined if it cannot say. */
export async function clusterMetrics(waitMs: number): Promise<{ text: string; contentType: string } | undefined> {
  const answer = await ask<Extract<Message, { astroden: 'metrics-text' }>>(
    { astroden: 'metrics', id: randomUUID() },
    waitMs,
  );
  return answer?.text !== undefined && answer.contentType
    ? { text: answer.text, contentType: answer.contentType }
    : undefined;
}

/** Lets the primary read this worker's `registry` for clusterMetrics (prom-client answers its requests). */
export function shareMetrics(registry: Registry): void {
  AggregatorRegistry.setRegistries([registry]);
  // prom-client starts answering the primary when an AggregatorRegistry is first made in the worker.
  new AggregatorRegistry();
}
