// Import products from a CSV: choose a file, upload it (progress), the server checks every row (a dry run,
// progress), the report shows what each row would do and its errors; Apply is offered only when no row
// has errors, and writes everything or nothing (progress), then a summary.
import { CSV_LIST_SEPARATOR, MAX_IMPORT_ROWS, PRODUCT_CSV_MESSAGES } from '@astroden/shared/constants';
import { type ReactNode, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { ImportReportView } from './import-report.tsx';
import { useProductImport } from './use-product-import.ts';

function ErrorList({ error, fallback }: { error: unknown; fallback: string }) {
  const details = error instanceof ApiError ? error.errors : [];
  return (
    <Alert tone="error">
      <p>{errorMessage(error, fallback)}</p>
      {details.length ? (
        <ul className="mt-1 list-disc pl-5">
          {details.slice(0, 10).map((e) => (
            <li key={`${e.path}:${e.message}`}>
              {e.path}: {e.message}
            </li>
          ))}
        </ul>
      ) : null}
    </Alert>
  );
}

export function ProductImportDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const { upload, sent, job, jobError, apply, reset } = useProductImport();

  const close = () => {
    setFile(null);
    reset();
    onClose();
  };
  const again = () => {
    setFile(null);
    reset();
  };

  const checking = upload.isPending || job?.status === 'checking';
  const checked = job?.status === 'ready' || job?.status === 'invalid';
  const busy = checking || apply.isPending || job?.status === 'applying';

  let body: ReactNode;
  if (!job && !upload.isPending) {
    body = (
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (file) upload.mutate(file);
        }}
      >
        <div className="space-y-1.5">
          <label htmlFor={inputId} className="block text-sm font-medium">
            CSV file
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={hintId}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="block w-full text-sm text-slate-200 file:mr-3 file:rounded-lg file:border-0 file:bg-space-700 file:px-3 file:py-2 file:text-sm file:font-medium file:text-cyan-100 hover:file:bg-space-600"
          />
          <p id={hintId} className="text-xs text-slate-300">
            Columns as in an export; a row with an id updates that product, one without creates a product. Features and
            images are joined by “{CSV_LIST_SEPARATOR}”. Up to {MAX_IMPORT_ROWS.toLocaleString('en-IN')} rows. Checking
            is a dry run: nothing is saved until you apply.
          </p>
        </div>
        {upload.isError ? <ErrorList error={upload.error} fallback={PRODUCT_CSV_MESSAGES.importFailed} /> : null}
        <div className="flex justify-end">
          <Button type="submit" disabled={!file}>
            Check file (dry run)
          </Button>
        </div>
      </form>
    );
  } else if (checking) {
    body =
      upload.isPending || !job ? (
        <ProgressBar label="Uploading file" value={sent ?? 0} />
      ) : (
        <ProgressBar label="Checking rows" value={job.processed} max={job.total} unit="rows" />
      );
  } else if (job) {
    body = (
      <div className="space-y-4">
        <p className="text-sm text-slate-300">
          <span className="font-medium text-slate-100">{job.fileName}</span>: {job.total.toLocaleString('en-IN')} rows
        </p>
        {job.status === 'applying' ? (
          <ProgressBar label="Applying import" value={job.processed} max={job.total} unit="rows" />
        ) : null}
        {job.status === 'applied' && job.report ? (
          <Alert tone="success">
            {PRODUCT_CSV_MESSAGES.applied}: {job.report.create} created, {job.report.update} updated,{' '}
            {job.report.unchanged} unchanged.
          </Alert>
        ) : null}
        {job.status === 'failed' ? (
          <Alert tone="error">{job.message ?? PRODUCT_CSV_MESSAGES.importFailed}</Alert>
        ) : null}
        {job.status === 'invalid' ? <Alert tone="error">{PRODUCT_CSV_MESSAGES.hasErrors}</Alert> : null}
        {apply.isError ? <ErrorList error={apply.error} fallback={PRODUCT_CSV_MESSAGES.importFailed} /> : null}
        {jobError ? <ErrorList error={jobError} fallback={PRODUCT_CSV_MESSAGES.importFailed} /> : null}
        {job.report && job.status !== 'applied' ? <ImportReportView report={job.report} total={job.total} /> : null}
      </div>
    );
  }

  const footer =
    job && !checking ? (
      <div className="flex flex-wrap justify-end gap-2">
        {job.status === 'applied' ? (
          <Button onClick={close}>Done</Button>
        ) : (
          <>
            <Button variant="ghost" onClick={again} disabled={busy}>
              Choose another file
            </Button>
            {checked || job.status === 'applying' ? (
              <Button onClick={() => apply.mutate()} disabled={job.status !== 'ready' || busy}>
                Apply import
              </Button>
            ) : null}
          </>
        )}
      </div>
    ) : undefined;

  return (
    <Modal open={open} onClose={busy ? () => {} : close} title="Import products from CSV" size="xl" footer={footer}>
      <div aria-live="polite" aria-busy={busy}>
        {body}
      </div>
    </Modal>
  );
}
