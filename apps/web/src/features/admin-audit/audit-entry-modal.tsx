// One audit entry: who did what when, and each field before and after the write.
import type { AuditEntry } from '@astroden/shared';
import { Modal } from '../../components/ui/modal.tsx';
import { formatDateTime } from '../../lib/format.ts';

/** The fields an entry records: the changed ones for an update, the whole row for a create or delete. */
export function changedFields(entry: AuditEntry): string[] {
  return Object.keys(entry.after ?? entry.before ?? {});
}

const show = (value: unknown) =>
  value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value, null, 1);

export function AuditEntryModal({ entry, onClose }: { entry: AuditEntry | null; onClose(): void }) {
  return (
    <Modal open={entry !== null} onClose={onClose} title={entry ? `Audit entry ${entry.id}` : ''} size="lg">
      {entry ? (
        <div className="space-y-4 text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-slate-400">When</dt>
            <dd>{formatDateTime(entry.at)}</dd>
            <dt className="text-slate-400">Admin</dt>
            <dd className="break-all">{entry.actorEmail}</dd>
            <dt className="text-slate-400">What</dt>
            <dd className="break-all">
              {entry.action} {entry.entity} {entry.entityId}
            </dd>
          </dl>
          <div className="overflow-x-auto">
            <table className="w-full text-left">
              <caption className="sr-only">Fields before and after</caption>
              <thead>
                <tr className="text-slate-400">
                  <th scope="col" className="py-1 pr-3">
                    Field
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    Before
                  </th>
                  <th scope="col" className="py-1">
                    After
                  </th>
                </tr>
              </thead>
              <tbody>
                {changedFields(entry).map((field) => (
                  <tr key={field} className="border-t border-white/10 align-top">
                    <th scope="row" className="py-1 pr-3 font-mono text-xs font-normal">
                      {field}
                    </th>
                    <td className="py-1 pr-3 whitespace-pre-wrap break-all">{show(entry.before?.[field])}</td>
                    <td className="py-1 whitespace-pre-wrap break-all">{show(entry.after?.[field])}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
