// The order's steps so far (its history, oldest first, each with its date), then the steps still to come
// while it is on its way; the latest step reached is the current one.
import type { OrderStatus, TrackedOrder } from '@astroden/shared';
import { ORDER_STATUS_LABELS } from '@astroden/shared/constants';
import { Check, X } from 'lucide-react';
import { formatDateTime } from '../../../lib/format.ts';

interface Step {
  status: OrderStatus;
  at: string | null;
  note: string | null;
  reached: boolean;
}

/** The way an order goes when all is well. */
const FLOW: OrderStatus[] = ['pending', 'processing', 'completed'];

export function timelineSteps(order: Pick<TrackedOrder, 'status' | 'history' | 'createdAt'>): Step[] {
  const history = [...order.history].sort((a, b) => a.at.localeCompare(b.at));
  const steps: Step[] =
    history.length > 0
      ? history.map((event) => ({ ...event, reached: true }))
      : [{ status: 'pending', at: order.createdAt, note: null, reached: true }];
  const last = steps.at(-1)!;
  if (last.status !== order.status) steps.push({ status: order.status, at: null, note: null, reached: true });
  const position = FLOW.indexOf(order.status);
  if (position >= 0) {
    for (const status of FLOW.slice(position + 1)) steps.push({ status, at: null, note: null, reached: false });
  }
  return steps;
}

export function OrderTimeline({ order }: { order: Pick<TrackedOrder, 'status' | 'history' | 'createdAt'> }) {
  const steps = timelineSteps(order);
  const current = steps.findLastIndex((step) => step.reached);
  return (
    <ol aria-label="Order progress" className="space-y-0">
      {steps.map((step, index) => {
        const bad = step.status === 'cancelled' || step.status === 'failed';
        const Icon = bad ? X : Check;
        const dot = !step.reached
          ? 'border-white/20 text-slate-500'
          : bad
            ? 'border-red-400/60 bg-red-500/15 text-red-300'
            : 'border-emerald-400/60 bg-emerald-500/15 text-emerald-300';
        return (
          <li
            key={`${step.status}-${step.at ?? index}`}
            aria-current={index === current ? 'step' : undefined}
            className="relative flex gap-3 pb-5 last:pb-0"
          >
            {index < steps.length - 1 ? (
              <span aria-hidden="true" className="absolute top-8 bottom-0 left-[15px] w-px bg-white/15" />
            ) : null}
            <span
              aria-hidden="true"
              className={`relative grid size-8 shrink-0 place-items-center rounded-full border ${dot}`}
            >
              {step.reached ? <Icon className="size-4" /> : <span className="size-2 rounded-full bg-white/25" />}
            </span>
            <div className="min-w-0 pt-1">
              <p className={step.reached ? 'font-semibold text-white' : 'text-slate-400'}>
                {ORDER_STATUS_LABELS[step.status]}
                {step.reached ? null : <span className="sr-only"> (not yet)</span>}
              </p>
              {step.at ? (
                <p className="text-sm text-slate-300">
                  <time dateTime={step.at}>{formatDateTime(step.at)}</time>
                </p>
              ) : null}
              {step.note ? <p className="text-sm text-slate-300">{step.note}</p> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
