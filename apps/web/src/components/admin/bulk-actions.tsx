// Bulk actions on a list's selected rows: the bar that says how many are selected and offers the
// actions, and the summary shown after one ran: how many rows it changed, and each row it refused
// with the reason.
import { BULK_MESSAGES } from '@astroden/shared/constants';
import type { ReactNode } from 'react';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';

export interface BulkActionBarProps {
  /** How many rows are selected: the bar shows from one. */
  count: number;
  /** The actions, e.g. a "Delete selected" button. */
  children: ReactNode;
  onClear(): void;
}

export function BulkActionBar({ count, children, onClear }: BulkActionBarProps) {
  if (count === 0) return null;
  return (
    <section
      aria-label="Bulk actions"
      className="mb-3 flex flex-wrap items-center gap-3 rounded-xl border border-cyan-400/30 bg-cyan-400/[0.06] px-4 py-2.5"
    >
      <p className="text-sm font-medium text-cyan-100" aria-live="polite">
        {BULK_MESSAGES.selected(count)}
      </p>
      <div className="flex flex-wrap items-center gap-2">{children}</div>
      <Button variant="ghost" size="sm" onClick={onClear} className="ml-auto">
        Clear selection
      </Button>
    </section>
  );
}

/** What a bulk action did, with rows named for people rather than by id. */
export interface BulkSummary {
  title: string;
  /** e.g. "Deleted" or "Moved to completed". */
  doneLabel: string;
  done: string[];
  refused: { name: string; message: string }[];
}

export function BulkSummaryDialog({ summary, onClose }: { summary: BulkSummary | null; onClose(): void }) {
  return (
    <Modal
      open={summary !== null}
      onClose={onClose}
      title={summary?.title ?? ''}
      size="md"
      footer={
        <Button onClick={onClose} data-autofocus>
          Done
        </Button>
      }
    >
      {summary ? (
        <div className="space-y-4 text-sm">
          <p>{BULK_MESSAGES.summary(summary.done.length, summary.refused.length)}.</p>
          {summary.done.length > 0 ? (
            <section>
              <h3 className="mb-1 font-semibold text-emerald-300">
                {summary.doneLabel} ({summary.done.length})
              </h3>
              <ul className="list-disc space-y-0.5 pl-5 text-slate-300">
                {summary.done.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {summary.refused.length > 0 ? (
            <section>
              <h3 className="mb-1 font-semibold text-rose-300">Refused ({summary.refused.length})</h3>
              <ul className="list-disc space-y-0.5 pl-5 text-slate-300">
                {summary.refused.map((row) => (
                  <li key={row.name}>
                    <span className="text-white">{row.name}</span>: {row.message}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
