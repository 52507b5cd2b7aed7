// Download CSV: the table behind the chart, for the range on screen.
import { ANALYTICS_MESSAGES } from '@astroden/shared/constants';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { type AnalyticsRange, downloadAnalyticsCsv } from '../../../lib/api/analytics.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';

export function CsvButton({ range }: { range: AnalyticsRange }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadAnalyticsCsv(range);
        } catch (err) {
          notify.error(errorMessage(err, ANALYTICS_MESSAGES.downloadFailed));
        } finally {
          setBusy(false);
        }
      }}
    >
      <Download aria-hidden="true" className="size-4" />
      {busy ? 'Downloading...' : 'Download CSV'}
    </Button>
  );
}
