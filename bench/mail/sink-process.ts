// The e-mail benchmark's SMTP server (bench/mail/sink.ts starts it): apps/api/src/test/smtp.ts's real SMTP server, in
// a process of its own so that parsing tens of thousands of messages takes neither the load generator's event loop
// nor its CPU. Each message is reported to the parent over IPC (its arrival time, subject and Message-ID), not kept.
import { type ReceivedMail, startSmtp } from '../../apps/api/src/test/smtp.ts';
import type { Arrival, SinkCommand, SinkReport } from './sink.ts';

const send = (report: SinkReport) => process.send?.(report);
const smtp = await startSmtp();
let batch: Arrival[] = [];
// smtp.ts pushes each parsed message onto `received`: this one stamps and forwards it instead of holding it.
const forward: ReceivedMail[] = [];
forward.push = (...mails) => {
  const at = Date.now();
  for (const mail of mails) batch.push({ at, subject: mail.subject, messageId: mail.messageId });
  return 0;
};
smtp.received = forward;
const flush = () => {
  if (batch.length === 0) return;
  send({ type: 'mail', mails: batch });
  batch = [];
};
setInterval(flush, 20);

process.on('message', async (command: SinkCommand) => {
  flush();
  if (command.cmd === 'stop') await smtp.stop();
  else await smtp.start();
  send({ type: 'done', seq: command.seq });
});
process.on('disconnect', () => process.exit(0));
send({ type: 'ready', url: smtp.url });
