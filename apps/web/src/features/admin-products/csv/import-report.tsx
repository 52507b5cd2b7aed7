// What the check of a products CSV found: the counts, and a table of rows (those with errors first, then
// the first rows of the file) with what each would do and its errors by column.
import type { ImportReport, ImportRow } from '@astroden/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

const ACTION: Record<ImportRow['action'], { label: string; tone: BadgeTone }> = {
  create: { label: 'Create', tone: 'green' },
  update: { label: 'Update', tone: 'blue' },
  unchanged: { label: 'Unchanged', tone: 'gray' },
  error: { label: 'Error', tone: 'red' },
};

function Count({ n, label, tone }: { n: number; label: string; tone: string }) {
  return (
    <li className="rounded-lg border border-white/10 bg-space-800/60 px-3 py-2">
      <span className={`block text-lg font-semibold tabular-nums ${tone}`}>{n.toLocaleString('en-IN')}</span>
      <span className="text-xs text-slate-300">{label}</span>
    </li>
  );
}

export function ImportReportView({ report, total }: { report: ImportReport; total: number }) {
  const shown = new Set<number>();
  const rows = [...report.errorRows, ...report.preview].filter((row) => !shown.has(row.line) && shown.add(row.line));
  return (
    <div className="space-y-3">
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Check summary">
        <Count n={report.create} label="to create" tone="text-emerald-300" />
        <Count n={report.update} label="to update" tone="text-cyan-200" />
        <Count n={report.unchanged} label="unchanged" tone="text-slate-200" />
        <Count n={report.errors} label="with errors" tone={report.errors ? 'text-red-300' : 'text-slate-200'} />
      </ul>
      {/* Focusable: a box that scrolls must be scrollable from the keyboard too. */}
      <section
        aria-label="Checked rows"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by Tab to scroll it
        tabIndex={0}
        className="max-h-72 overflow-auto rounded-lg border border-white/10 focus-visible:outline-2 focus-visible:outline-neon-cyan"
      >
        <table className="w-full min-w-[34rem] text-left text-sm">
          <caption className="sr-only">
            Rows of the file: {rows.length} of {total} shown, rows with errors first
          </caption>
          <thead className="sticky top-0 bg-space-800 text-xs uppercase tracking-wide text-slate-300">
            <tr>
              <th scope="col" className="px-3 py-2">
                Line
              </th>
              <th scope="col" className="px-3 py-2">
                Product
              </th>
              <th scope="col" className="px-3 py-2">
                Action
              </th>
              <th scope="col" className="px-3 py-2">
                Errors
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-white/5">
            {rows.map((row) => (
              <tr key={row.line} className={row.errors.length ? 'bg-red-950/30' : undefined}>
                <td className="px-3 py-2 tabular-nums text-slate-300">{row.line}</td>
                <th scope="row" className="max-w-48 truncate px-3 py-2 font-medium">
                  {row.name || <span className="text-slate-400">(no name)</span>}
                </th>
                <td className="px-3 py-2">
                  <Badge tone={ACTION[row.action].tone}>{ACTION[row.action].label}</Badge>
                </td>
                <td className="min-w-56 px-3 py-2 text-red-200">
                  {row.errors.length ? (
                    <ul className="space-y-0.5">
                      {row.errors.map((e) => (
                        <li key={`${e.path}:${e.message}`}>
                          <span className="font-mono text-xs text-red-300">{e.path}</span>: {e.message}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <span className="text-slate-400">None</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {report.errors > report.errorRows.length ? (
        <p className="text-xs text-slate-300">
          {report.errorRows.length} of {report.errors} rows with errors are listed.
        </p>
      ) : null}
    </div>
  );
}
