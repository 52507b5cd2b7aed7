// The products page's CSV buttons: Export downloads what the list's filters select (and says how many
// when they select fewer than all), Import opens the import dialog.
import type { ProductExportQuery } from '@astroden/shared';
import { PRODUCT_CSV_MESSAGES } from '@astroden/shared/constants';
import { useMutation } from '@tanstack/react-query';
import { Download, Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { fetchProductsCsv } from '../../../lib/api/product-csv.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { ProductImportDialog } from './product-import-dialog.tsx';

export interface ProductCsvActionsProps {
  /** The list's current filters (blank ones are ignored). */
  filters: ProductExportQuery;
  /** How many products the filters select, when known. */
  total?: number;
}

/** Hands the file to the browser's download. */
function save({ blob, fileName }: { blob: Blob; fileName: string }) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function ProductCsvActions({ filters, total }: ProductCsvActionsProps) {
  const [importing, setImporting] = useState(false);
  const exporter = useMutation({ mutationFn: () => fetchProductsCsv(filters), onSuccess: save });
  const filtered = Object.values(filters).some((value) => value !== undefined && value !== '');
  const label =
    filtered && total !== undefined
      ? `Export ${total.toLocaleString('en-IN')} ${total === 1 ? 'product' : 'products'}`
      : 'Export CSV';

  return (
    <fieldset aria-label="Products CSV" className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        disabled={exporter.isPending}
        onClick={() =>
          exporter.mutate(undefined, {
            onError: (err) => notify.error(errorMessage(err, PRODUCT_CSV_MESSAGES.exportFailed)),
          })
        }
      >
        <Download aria-hidden="true" className="size-4" />
        {exporter.isPending ? 'Exporting…' : label}
      </Button>
      <Button variant="secondary" onClick={() => setImporting(true)}>
        <Upload aria-hidden="true" className="size-4" />
        Import CSV
      </Button>
      <ProductImportDialog open={importing} onClose={() => setImporting(false)} />
    </fieldset>
  );
}
