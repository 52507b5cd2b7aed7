// Shown in an edit form whose save was refused because someone (an order, another admin) changed the
// item since it was opened: what happened, and a button that reloads the latest version.
import { RefreshCw } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import type { StaleReload } from './use-stale-reload.ts';

export function StaleBanner({ stale }: { stale: Pick<StaleReload<never>, 'staleMessage' | 'reload' | 'reloading'> }) {
  if (!stale.staleMessage) return null;
  return (
    <div
      role="alert"
      className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-amber-400/40 bg-amber-950/40 px-3 py-2 text-sm text-amber-100"
    >
      <p className="min-w-0 flex-1">
        {stale.staleMessage}. Reload it to see the latest version; your changes stay in the form.
      </p>
      <Button
        type="button"
        size="sm"
        variant="secondary"
        onClick={() => void stale.reload()}
        disabled={stale.reloading}
      >
        <RefreshCw aria-hidden="true" className={`size-4 ${stale.reloading ? 'animate-spin' : ''}`} />
        {stale.reloading ? 'Reloading...' : 'Reload latest'}
      </Button>
    </div>
  );
}
