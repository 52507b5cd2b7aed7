// A real SMTP server in the test process (smtp-server), for the e-mail tests: it receives what the shop sends, and it
// can answer 451 (try later) or 550 (never), or be down and come back on the same port.

import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './tcp-proxy.ts';

export type SmtpMode = 'accept' | 'defer' | 'reject';

export interface ReceivedMail {
  to: string;
  subject: string;
  messageId: string;
  html: string;
  text: string;
  replyTo: string | undefined;
  raw: ParsedMail;
}

export interface TestSmtp {
  /** smtp://127.0.0.1:<port> */
  url: string;
  received: ReceivedMail[];
  /** How the server answers the next messages: accept (250), defer (451) or reject (550). */
  mode: SmtpMode;
  /** Messages answered 451 or 550 so far. */
  refusals: number;
  /** Takes the next message and never answers it (a sender killed while it waits never gets its 250). */
  stallNext: boolean;
  /** True once a message has been stalled. */
  stalled: boolean;
  /** Stops listening (connections are refused) until `start()`. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Resolves once `count` messages have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startSmtp(options: { down?: boolean } = {}): Promise<TestSmtp> {
  const port = await freePort();
  let server: SMTPServer | undefined;
  const waiters: { count: number; resolve: () => void }[] = [];
  const smtp: TestSmtp = {
    url: `smtp://127.0.0.1:${port}`,
    received: [],
    mode: 'accept',
    refusals: 0,
    stallNext: false,
    stalled: false,
    async start() {
      if (server) return;
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        // Going down drops the connections it holds at once, as a crashed server would.
        closeTimeout: 50,
        onData(stream, _session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', async () => {
            if (smtp.stallNext) {
              smtp.stallNext = false;
              smtp.stalled = true;
              return;
            }
            if (smtp.mode !== 'accept') {
              smtp.refusals += 1;
              const error = Object.assign(
                new Error(smtp.mode === 'defer' ? 'Try again later' : 'Mailbox unavailable'),
                { responseCode: smtp.mode === 'defer' ? 451 : 550 },
              );
              return callback(error);
            }
            const parsed = await simpleParser(Buffer.concat(chunks));
            const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
            const replyTo = parsed.replyTo?.value[0]?.address;
            smtp.received.push({
              to: to?.value[0]?.address ?? '',
              subject: parsed.subject ?? '',
              messageId: parsed.messageId ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              text: parsed.text ?? '',
              replyTo,
              raw: parsed,
            });
            for (const waiter of waiters.filter((w) => smtp.received.length >= w.count)) waiter.resolve();
            callback();
          });
        },
      });
      // A sender that dies in the middle of a message (the crash test kills the shop while its message is stalled)
      // resets the connection, and smtp-server reports that as an 'error' event: an expected end of that connection,
      // not a failure of the test, and with no listener it would be an uncaught exception in the test process.
      server.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    },
    async stop() {
      const current = server;
      server = undefined;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    waitFor(count, timeoutMs = 15_000) {
      if (smtp.received.length >= count) return Promise.resolve(smtp.received);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`waited ${timeoutMs} ms for ${count} messages, ${smtp.received.length} arrived`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve(smtp.received);
          },
        });
      });
    },
    close: () => smtp.stop(),
  };
  if (!options.down) await smtp.start();
  return smtp;
}
