// Job queue (issue 24): what waits, runs and failed for good in each background queue, and the e-mail outbox
// (waiting, failed, sent in the last 24 hours), read again every 30 s. Failed e-mails link to their list.
import type { QueueHealth } from '@astroden/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { queueHealthQuery } from '../../../lib/api/dashboard.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { Panel } from './panel.tsx';

/** Not in @astroden/shared: the panel's own failure line. */
export const QUEUE_FETCH_FAILED = 'Failed to fetch the job queue';

const cell = 'px-2 py-1.5 text-right tabular-nums';

function Queues({ queues }: { queues: QueueHealth['queues'] }) {
  if (queues.length === 0) return <p className="text-sm text-slate-400">No background queues are running.</p>;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Job queues</caption>
      <thead className="text-xs text-slate-400">
        <tr>
          <th scope="col" className="px-2 py-1.5 text-left font-medium">
            Queue
          </th>
          <th scope="col" className={`${cell} font-medium`}>
            Waiting
          </th>
          <th scope="col" className={`${cell} font-medium`}>
            Active
          </th>
          <th scope="col" className={`${cell} font-medium`}>
            Failed
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-white/5">
        {queues.map((q) => (
          <tr key={q.name}>
            <th scope="row" className="px-2 py-1.5 text-left font-mono text-xs font-normal text-slate-200">
              {q.name}
            </th>
            <td className={cell}>{q.waiting}</td>
            <td className={cell}>{q.active}</td>
            <td className={`${cell} ${q.failed > 0 ? 'text-red-300' : ''}`}>{q.failed}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Outbox({ emails }: { emails: QueueHealth['emails'] }) {
  const figures = [
    ['Waiting', emails.pending],
    ['Failed', emails.failed],
    ['Sent in 24 h', emails.sent24h],
  ] as const;
  return (
    <div>
      <h3 className="mb-2 font-sans text-xs font-semibold tracking-wide text-slate-400 uppercase">E-mail outbox</h3>
      <dl className="grid grid-cols-3 gap-2">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-white/10 bg-space-950/50 px-3 py-2">
            <dt className="text-xs text-slate-400">{label}</dt>
            <dd
              className={`text-lg font-semibold tabular-nums ${label === 'Failed' && value > 0 ? 'text-red-300' : 'text-white'}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {emails.failed > 0 ? (
        <Link
          to="/admin/emails?status=failed"
          className="mt-2 inline-block text-sm text-cyan-200 underline underline-offset-2 hover:text-cyan-100"
        >
          View failed e-mails
        </Link>
      ) : null}
    </div>
  );
}

export function QueuePanel() {
  const health = useQuery(queueHealthQuery());
  let body: ReactNode = null;
  if (health.data) {
    body = (
      <div className="grid gap-4 lg:grid-cols-2">
        <Queues queues={health.data.queues} />
        <Outbox emails={health.data.emails} />
      </div>
    );
  } else if (!health.isError) {
    body = <Spinner label="Loading the job queue..." className="h-24" />;
  }
  return (
    <Panel title="Job queue">
      {health.isError ? (
        <p role="alert" className="mb-2 text-sm text-red-300">
          {errorMessage(health.error, QUEUE_FETCH_FAILED)}
        </p>
      ) : null}
      {body}
    </Panel>
  );
}
