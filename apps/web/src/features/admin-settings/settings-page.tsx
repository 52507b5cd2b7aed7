// Site Settings: every setting, grouped (the secret ones, the payment keys, without their value: they are only
// written), with one Save Settings for all of them.
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/admin/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { EmptyState, ErrorState } from '../../components/ui/states.tsx';
import { settingsQuery } from '../../lib/api/settings.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { SettingsForm } from './settings-form.tsx';

// The spec names no message for a failed load; this one reads like the other screens'.
const FETCH_FAILED = 'Failed to fetch settings';

export default function AdminSettingsPage() {
  usePageTitle('Site Settings');
  const settings = useQuery(settingsQuery());
  return (
    <>
      <PageHeader
        title="Site Settings"
        description="Brand, contact details, shipping rules and more. Changes apply to the storefront once saved."
      />
      {settings.isPending ? (
        <div className="rounded-xl border border-white/10 bg-space-900/60">
          <Spinner label="Loading settings..." />
        </div>
      ) : settings.isError ? (
        <ErrorState message={errorMessage(settings.error, FETCH_FAILED)} onRetry={() => settings.refetch()} />
      ) : settings.data.length === 0 ? (
        <EmptyState title="No settings yet" />
      ) : (
        <SettingsForm settings={settings.data} />
      )}
    </>
  );
}
