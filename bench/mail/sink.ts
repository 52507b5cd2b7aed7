// The e-mail benchmark's side of its SMTP server (bench/mail/sink-process.ts, a child process): every message that
// arrived, with the time it arrived, and the switch that takes the server down and brings it back on the same port.
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { exited, repoRoot } from '../catalogue/processes.ts';

export interface Arrival {
  /** Date.now() in the SMTP server's process when the message had arrived (and been parsed). */
  at: number;
  subject: string;
  messageId: string;
}
export type SinkCommand = { seq: number; cmd: 'stop' | 'start' };
export type SinkReport =
  | { type: 'ready'; url: string }
  | { type: 'mail'; mails: Arrival[] }
  | { type: 'done'; seq: number };

export interface Sink {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  pid: number;
  /** Every message so far, in order of arrival. */
  arrivals: Arrival[];
  /** Takes the server down: connections are refused until `start()`. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Resolves true once `done()` holds (checked on every arrival and every second), false after `timeoutMs`. */
  until(done: () => boolean, timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export async function startSink(logFile: string): Promise<Sink> {
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'sink-process.ts')], {
    cwd: repoRoot,
    stdio: ['ignore', log, log, 'ipc'],
  });
  closeSync(log);
  const arrivals: Arrival[] = [];
  const waiters = new Set<() => void>();
  const replies = new Map<number, () => void>();
  let seq = 0;
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the SMTP server exited with ${code} (see ${logFile})`)));
    child.on('message', (report: SinkReport) => {
      if (report.type === 'ready') resolve(report.url);
      else if (report.type === 'done') replies.get(report.seq)?.();
      else {
        for (const mail of report.mails) arrivals.push(mail);
        for (const wake of waiters) wake();
      }
    });
  });
  const command = (cmd: SinkCommand['cmd']) =>
    new Promise<void>((resolve) => {
      const n = ++seq;
      replies.set(n, () => {
        replies.delete(n);
        resolve();
      });
      child.send({ seq: n, cmd } satisfies SinkCommand);
    });
  return {
    url,
    pid: child.pid!,
    arrivals,
    stop: () => command('stop'),
    start: () => command('start'),
    async until(done, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (!done()) {
        const left = deadline - Date.now();
        if (left <= 0) return false;
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, Math.min(left, 1000));
          waiters.add(wake);
        });
      }
      return true;
    },
    async close() {
      child.disconnect();
      await Promise.race([exited(child), sleep(5000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
