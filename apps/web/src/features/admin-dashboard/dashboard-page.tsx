// Admin dashboard: overview cards, sales by date range, sales analytics, recent orders, top sellers, the
// restock list, the job queue and the pods table.
import { DASHBOARD_MESSAGES } from '@astroden/shared/constants';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/admin/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ErrorState } from '../../components/ui/states.tsx';
import { overviewQuery, topProductsQuery } from '../../lib/api/dashboard.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { AnalyticsSection } from './components/analytics-section.tsx';
import { OverviewCards } from './components/overview-cards.tsx';
import { Panel } from './components/panel.tsx';
import { PodsOverview } from './components/pods-overview.tsx';
import { QueuePanel } from './components/queue-panel.tsx';
import { RecentOrders } from './components/recent-orders.tsx';
import { RestockPanel } from './components/restock-panel.tsx';
import { SalesCard } from './components/sales-card.tsx';
import { TopProducts } from './components/top-products.tsx';

export default function DashboardPage() {
  usePageTitle('Dashboard');
  const overview = useQuery(overviewQuery());
  const topProducts = useQuery(topProductsQuery());

  const failed = overview.error ?? topProducts.error;
  let body: ReactNode;
  if (failed) {
    body = (
      <ErrorState
        message={errorMessage(failed, DASHBOARD_MESSAGES.fetchFailed)}
        onRetry={() => {
          if (overview.isError) overview.refetch();
          if (topProducts.isError) topProducts.refetch();
        }}
      />
    );
  } else if (!overview.data || !topProducts.data) {
    body = <Spinner label="Loading dashboard..." />;
  } else {
    body = (
      <div className="space-y-4">
        <OverviewCards overview={overview.data} />
        <div className="grid gap-4 xl:grid-cols-3">
          <SalesCard />
          <Panel title="Top-Selling Products" className="xl:col-span-1">
            <TopProducts products={topProducts.data} />
          </Panel>
        </div>
        <AnalyticsSection />
        <Panel title="Recent Orders">
          <RecentOrders orders={overview.data.recentOrders} />
        </Panel>
        <RestockPanel />
        <QueuePanel />
        <PodsOverview />
      </div>
    );
  }

  return (
    <>
      <PageHeader title="Dashboard" description="How the shop is doing at a glance." />
      {body}
    </>
  );
}
