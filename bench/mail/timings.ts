// Where a message's time went, from what the database kept (read after the server has stopped): the outbox row's
// creation, claim and send, and the pg-boss job that carried it (created, fetched by a worker, completed). The job of
// a message is the last one fetched for it (a message retried after an SMTP failure had one job per try).
import { type SQL, sql } from 'drizzle-orm';
import type { DbHandle } from '../../apps/api/src/db/client.ts';
import { EMAIL_QUEUE } from '../../apps/api/src/lib/outbox.ts';
import { rows } from '../catalogue/database.ts';

export interface QueueTimings {
  messages: number;
  /** From the job's due time (its creation, or its start-after for a retry) to a worker fetching it: mean, p50, max. */
  jobWaitSeconds: { mean: number; p50: number; max: number };
  /** Fetches (jobs fetched together) and the time between one and the next while there was a backlog. */
  fetches: number;
  meanBatch: number;
  fetchGapSeconds: { p50: number; mean: number };
  /** Mean milliseconds: fetch → claim, claim → SMTP accepted and recorded, recorded → job completed. */
  fetchToClaimMs: number;
  claimToSentMs: number;
  sentToCompleteMs: number;
}

const round = (n: unknown, digits = 1) => Math.round(Number(n) * 10 ** digits) / 10 ** digits;

/** `which`: a condition on email_outbox (aliased o) choosing the messages. */
export async function queueTimings(handle: DbHandle, which: SQL): Promise<QueueTimings> {
  // Fresh statistics first: without them the planner takes the job table for empty and joins 10,000 messages to
  // 50,000 jobs by nested loops (minutes instead of a second).
  await handle.db.execute(sql`analyze email_outbox`);
  await handle.db.execute(sql`analyze pgboss.job`);
  const [t] = await rows<Record<string, string | number | null>>(
    handle,
    sql`with m as (
          select distinct on (o.id) o.claimed_at, o.sent_at, j.created_on, j.start_after, j.started_on, j.completed_on
          from email_outbox o
          join pgboss.job j on j.name = ${EMAIL_QUEUE} and j.singleton_key = o.id::text and j.started_on is not null
          where o.status = 'sent' and ${which}
          order by o.id, j.started_on desc
        ), fetches as (
          select started_on, count(*) as n from m group by started_on
        ), gaps as (
          select extract(epoch from started_on - lag(started_on) over (order by started_on)) as gap from fetches
        )
        select
          (select count(*) from m) as messages,
          (select avg(extract(epoch from started_on - greatest(created_on, start_after))) from m) as wait_mean,
          (select percentile_cont(0.5) within group (order by extract(epoch from started_on - greatest(created_on, start_after))) from m) as wait_p50,
          (select max(extract(epoch from started_on - greatest(created_on, start_after))) from m) as wait_max,
          (select count(*) from fetches) as fetches,
          (select avg(n) from fetches) as mean_batch,
          (select percentile_cont(0.5) within group (order by gap) from gaps where gap is not null) as gap_p50,
          (select avg(gap) from gaps where gap is not null) as gap_mean,
          (select avg(extract(epoch from claimed_at - started_on)) * 1000 from m) as fetch_to_claim,
          (select avg(extract(epoch from sent_at - claimed_at)) * 1000 from m) as claim_to_sent,
          (select avg(extract(epoch from completed_on - sent_at)) * 1000 from m) as sent_to_complete`,
  );
  return {
    messages: Number(t?.messages ?? 0),
    jobWaitSeconds: { mean: round(t?.wait_mean), p50: round(t?.wait_p50), max: round(t?.wait_max) },
    fetches: Number(t?.fetches ?? 0),
    meanBatch: round(t?.mean_batch),
    fetchGapSeconds: { p50: round(t?.gap_p50, 2), mean: round(t?.gap_mean, 2) },
    fetchToClaimMs: round(t?.fetch_to_claim, 0),
    claimToSentMs: round(t?.claim_to_sent, 0),
    sentToCompleteMs: round(t?.sent_to_complete, 0),
  };
}

export function timingsText(t: QueueTimings): string {
  return (
    `Where the time went (from the outbox rows and their pg-boss jobs, ${t.messages.toLocaleString('en-US')} ` +
    `messages): a job waited ${t.jobWaitSeconds.mean} s on average from its due time to a worker's fetch ` +
    `(p50 ${t.jobWaitSeconds.p50} s, max ${t.jobWaitSeconds.max} s); ${t.fetches.toLocaleString('en-US')} fetches of ` +
    `${t.meanBatch} jobs, ${t.fetchGapSeconds.p50} s apart (p50; mean ${t.fetchGapSeconds.mean} s); per message, ` +
    `fetch → claim ${t.fetchToClaimMs} ms, claim → sent and recorded ${t.claimToSentMs} ms, → job completed ` +
    `${t.sentToCompleteMs} ms.`
  );
}
