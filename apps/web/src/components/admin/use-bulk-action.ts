// The state of a list's bulk action: the selected rows (cleared when the list shows other rows: a new
// page, filter or sort), the action waiting for its one confirmation, and the summary once it ran.
import type { BulkResult } from '@astroden/shared';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';
import type { BulkSummary } from './bulk-actions.tsx';

export interface BulkRun<A> {
  /** Sends the request for these ids. */
  send(ids: string[], action: A): Promise<BulkResult>;
  /** Names a row in the summary (its id when the list no longer shows it). */
  nameOf(id: string): string;
  /** The summary's title and the label of what was done, for this action. */
  describe(action: A): { title: string; doneLabel: string };
  /** The toast when the whole request failed. */
  failedMessage: string;
}

/** `listKey` changes when the list shows other rows (e.g. JSON of page, filters and sort). */
export function useBulkAction<A>(listKey: string, run: BulkRun<A>) {
  const [selected, setSelected] = useState<string[]>([]);
  const [pending, setPending] = useState<A | null>(null);
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState<BulkSummary | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: listKey stands for the rows shown
  useEffect(() => setSelected([]), [listKey]);

  const confirm = useCallback(async () => {
    if (pending === null) return;
    setBusy(true);
    try {
      const result = await run.send(selected, pending);
      setSummary({
        ...run.describe(pending),
        done: result.done.map(run.nameOf),
        refused: result.refused.map((row) => ({ name: run.nameOf(row.id), message: row.message })),
      });
      setSelected([]);
    } catch (err) {
      notify.error(errorMessage(err, run.failedMessage));
    } finally {
      setBusy(false);
      setPending(null);
    }
  }, [pending, selected, run]);

  return {
    selected,
    setSelected,
    clear: () => setSelected([]),
    /** The action the confirmation is asking about, or null. */
    pending,
    /** Asks for the confirmation of `action` on the selected rows. */
    ask: (action: A) => setPending(action),
    cancel: () => setPending(null),
    confirm,
    busy,
    summary,
    closeSummary: () => setSummary(null),
  };
}
