// The job queue (decision 018): pg-boss in the shop's own database, the embedded PGlite or PostgreSQL, so background
// work needs no other server and survives a restart. Modules define their queues and handlers while the app is
// built; the queue starts when the app is ready and stops, letting the jobs under way finish, when it closes.
// Every handler may run more than once (at-least-once): each is written to make a second run harmless.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fromPglite, type Job, type JobInsert, PgBoss, type Queue, type SendOptions, type WorkOptions } from 'pg-boss';

/** What a module says of one queue: how its jobs retry, how its workers fetch them, what they do. */
export interface JobDefinition<T extends object> {
  queue?: Omit<Queue, 'name'>;
  work?: WorkOptions;
  /** Runs a batch (one job unless `work.batchSize` says more); a throw fails, and retries, every job of it. */
  handler(jobs: Job<T>[]): Promise<unknown>;
}

export interface QueueCounts {
  name: string;
  /** Queued: ready now, or waiting for their time (a retry's backoff, a deferred start). */
  waiting: number;
  active: number;
  /** Failed for good and still kept (pg-boss keeps them for its retention). */
  failed: number;
}

export interface Jobs {
  /** Declares a queue and its worker; only while the app is being built. */
  define<T extends object>(name: string, definition: JobDefinition<T>): void;
  /** Queues a job; null when a singleton key or throttle slot already holds one. */
  send(name: string, data: object, options?: SendOptions): Promise<string | null>;
  /** Queues many jobs in one statement; a job whose singleton key already holds a queued one is left out. */
  insert(name: string, jobs: JobInsert[]): Promise<void>;
  /**
   * Queues jobs with those other callers queue within the same few milliseconds, in one statement: under a burst of
   * requests (orders placed, each with its e-mail) one insert and one commit instead of one per request, and no
   * request waiting for a connection of the queue's small pool. Resolves once they are queued.
   */
  insertSoon(name: string, jobs: JobInsert[]): Promise<void>;
  /**
   * Runs `name` once every `seconds` across all instances: each instance offers a job per tick and the queue keeps
   * one per time slot (pg-boss's throttle), so two instances never sweep twice and a dead one is not missed.
   */
  every(name: string, seconds: number): void;
  /** What waits, runs and failed, per queue (the dashboard's queue health). */
  counts(): Promise<QueueCounts[]>;
  /** True once the queue has started (send works from then on). */
  started(): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** How long insertSoon gathers jobs before it inserts them. */
const INSERT_SOON_MS = 5;

export interface JobsOptions {
  /** false: queue jobs, run none (another instance works them; JOBS=off). */
  work: boolean;
  pollingSeconds: number;
  /** How long a graceful stop waits for the jobs under way. */
  stopTimeoutMs: number;
}

export default fp(
  async function jobs(app: FastifyInstance, opts: JobsOptions) {
    const handle = app.dbHandle;
    const definitions = new Map<string, JobDefinition<object>>();
    const ticks = new Map<string, number>();
    const timers: NodeJS.Timeout[] = [];
    let boss: PgBoss | undefined;
    /** insertSoon's jobs not yet inserted, per queue, with the callers waiting for them. */
    const pending = new Map<
      string,
      { jobs: JobInsert[]; waiting: { resolve(): void; reject(err: unknown): void }[] }
    >();
    let flushTimer: NodeJS.Timeout | undefined;
    const flush = async () => {
      flushTimer = undefined;
      const batches = [...pending];
      pending.clear();
      await Promise.all(
        batches.map(async ([name, batch]) => {
          try {
            await requireBoss().insert(name, batch.jobs);
            for (const w of batch.waiting) w.resolve();
          } catch (err) {
            for (const w of batch.waiting) w.reject(err);
          }
        }),
      );
    };

    const requireBoss = () => {
      if (!boss) throw new Error('The job queue has not started yet');
      return boss;
    };

    app.decorate('jobs', {
      define(name, definition) {
        if (boss) throw new Error(`Queue ${name} defined after the job queue started`);
        definitions.set(name, definition as JobDefinition<object>);
      },
      send: (name, data, options) => requireBoss().send(name, data, options ?? {}),
      async insert(name, batch) {
        if (batch.length > 0) await requireBoss().insert(name, batch);
      },
      insertSoon(name, batch) {
        if (batch.length === 0) return Promise.resolve();
        return new Promise<void>((resolve, reject) => {
          const queued = pending.get(name) ?? { jobs: [], waiting: [] };
          queued.jobs.push(...batch);
          queued.waiting.push({ resolve, reject });
          pending.set(name, queued);
          flushTimer ??= setTimeout(flush, INSERT_SOON_MS);
        });
      },
      every(name, seconds) {
        ticks.set(name, seconds);
      },
      async counts() {
        const queues = await requireBoss().getQueues([...definitions.keys()]);
        return queues.map((q) => ({
          name: q.name,
          waiting: q.queuedCount,
          active: q.activeCount,
          failed: q.failedCount,
        }));
      },
      started: () => boss !== undefined,
    } satisfies Jobs);

    app.addHook('onReady', async () => {
      const pollingIntervalSeconds = opts.pollingSeconds;
      // PGlite: the app's own instance (one connection, in-process LISTEN). PostgreSQL: a small pool of pg-boss's
      // own, so its maintenance is not held to the request pool's statement time-out and LISTEN can pin a connection.
      const connection =
        handle.kind === 'pglite' && handle.pglite
          ? { db: fromPglite(handle.pglite), backend: 'pglite' as const }
          : { connectionString: handle.url!, max: 4, application_name: 'astroden-jobs' };
      const started = new PgBoss({
        ...connection,
        useListenNotify: true,
        // The instance registry and OpenTelemetry are not used here; the supervisor, cron and migrations are.
        registerInstance: false,
        openTelemetry: { enabled: false },
        supervise: opts.work,
        schedule: opts.work,
        persistWarnings: false,
      });
      started.on('error', (err) => app.log.error({ err }, 'job queue error'));
      started.on('warning', (warning) => app.log.warn({ warning }, 'job queue warning'));
      await started.start();
      for (const [name, definition] of definitions) {
        await started.createQueue(name, { notify: true, ...definition.queue });
      }
      boss = started;
      if (!opts.work) return;
      for (const [name, definition] of definitions) {
        // New jobs wake the workers at once (LISTEN/NOTIFY); a job that comes due later (a retry's backoff) is found
        // by polling, every notifyPollingIntervalSeconds.
        const polling = { pollingIntervalSeconds, notifyPollingIntervalSeconds: Math.max(2, pollingIntervalSeconds) };
        await started.work(name, { ...polling, ...definition.work }, async (batch) => {
          try {
            return await definition.handler(batch as Job<object>[]);
          } catch (err) {
            app.log.warn({ err, queue: name, jobs: batch.map((job) => job.id) }, 'job failed; the queue retries it');
            throw err;
          }
        });
      }
      for (const [name, seconds] of ticks) {
        const tick = () =>
          started
            .sendThrottled(name, {}, null, seconds, name)
            .catch((err) => app.log.warn({ err, queue: name }, 'could not offer a scheduled job'));
        await tick();
        timers.push(setInterval(tick, seconds * 1000).unref());
      }
    });

    // Before the database closes (plugins close in the reverse order of their registration): the workers stop
    // fetching, the jobs under way get stopTimeoutMs to finish, and whatever still runs is retried later.
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
      if (flushTimer) {
        clearTimeout(flushTimer);
        await flush();
      }
      await boss?.stop({ graceful: true, timeout: Math.max(1000, opts.stopTimeoutMs), close: true });
    });
  },
  { name: 'jobs', dependencies: ['db'] },
);
