// All space pods (spec section 2): a grid of cards linking to each pod, Coming Soon when there are none,
// the page kept in the URL (?page=2) so it survives reload and the back button.
import { PAGE_SIZES, POD_MESSAGES } from '@astroden/shared/constants';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { Rocket } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { POD_CARD_SIZES, PodCard } from '../../components/catalog/pod-card.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { EmptyState, ErrorState, SkeletonCard } from '../../components/ui/states.tsx';
import { podListQuery } from '../../lib/api/pods.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { clientPageData, type PageResult, serverPageData } from '../../lib/route-data.ts';
import { scrollToTop } from '../../lib/scroll.ts';
import { pageMeta } from '../../lib/seo.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import type { Route } from './+types/pods-page.ts';

export const PODS_PAGE_SIZE = PAGE_SIZES.pods;

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

const prefetchPods =
  ({ url }: Route.LoaderArgs | Route.ClientLoaderArgs) =>
  async (client: QueryClient): Promise<PageResult> => {
    const page = pageFrom(url.searchParams);
    await client.prefetchQuery(podListQuery({ page, limit: PODS_PAGE_SIZE }));
    const first = client.getQueryData(podListQuery({ page, limit: PODS_PAGE_SIZE }).queryKey)?.data[0];
    return {
      seo: {
        lcpImage: first ? { path: first.images[0] ?? first.image, sizes: POD_CARD_SIZES } : undefined,
        title: page > 1 ? `Space Pods, page ${page}` : 'Space Pods',
        description:
          'Private space pods for long gaming sessions, watch parties and overnight stays among the stars. Coming soon.',
        breadcrumb: [
          ['Home', '/'],
          ['Space Pods', '/space-pods'],
        ],
      },
    };
  };

export const loader = (args: Route.LoaderArgs) => serverPageData(prefetchPods(args));
export const clientLoader = (args: Route.ClientLoaderArgs) => clientPageData(prefetchPods(args));
export const meta: Route.MetaFunction = (args) => pageMeta(args, {}, true);
/** The query parameters the page reads (the server keeps one rendered page per set of them). */
export const handle = { query: ['page'] };

export default function PodsPage() {
  usePageTitle('Space Pods');
  const [params] = useSearchParams();
  const page = pageFrom(params);
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useQuery(
    podListQuery({ page, limit: PODS_PAGE_SIZE }),
  );

  const hrefFor = (next: number) => (next <= 1 ? '/space-pods' : `/space-pods?page=${next}`);

  return (
    // A plain block, not a labelled section: <main> is the landmark, and a region named "Space Pods" would
    // clash with the footer's (axe landmark-unique).
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-16">
      <header className="mx-auto mb-10 max-w-2xl text-center">
        <p className="mb-3 text-sm font-medium uppercase tracking-[0.2em] text-cyan-300">Stay among the stars</p>
        <h1 className="text-3xl sm:text-4xl lg:text-5xl">Space Pods</h1>
        <p className="mt-4 text-slate-300">
          Private capsules and lounges built for long sessions, watch parties and overnight stays. Bookings open soon:
          explore the fleet while we prepare for launch.
        </p>
      </header>

      {isPending ? (
        <div role="status" aria-label="Loading space pods" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <SkeletonCard key={i} className="h-[26rem]" />
          ))}
        </div>
      ) : isError ? (
        <ErrorState
          title="Could not load space pods"
          message={errorMessage(error, POD_MESSAGES.fetchFailed)}
          onRetry={() => void refetch()}
        />
      ) : data.data.length === 0 && page > 1 ? (
        <EmptyState title="Nothing on this page">
          <p className="text-slate-300">This page of the fleet is empty.</p>
          <ButtonLink to="/space-pods" variant="secondary">
            Back to the first page
          </ButtonLink>
        </EmptyState>
      ) : data.data.length === 0 ? (
        <EmptyState title={POD_MESSAGES.comingSoon}>
          <Rocket aria-hidden="true" className="size-10 text-cyan-300" />
          <p className="text-slate-300">{POD_MESSAGES.stayTuned}</p>
          <ButtonLink to="/marketplace" variant="secondary">
            Visit Marketplace
          </ButtonLink>
        </EmptyState>
      ) : (
        <>
          <ul
            className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${isPlaceholderData ? 'opacity-60' : ''}`}
            aria-busy={isPlaceholderData}
          >
            {data.data.map((pod, index) => (
              <li key={pod._id} className="grid">
                <PodCard pod={pod} eager={index < 3} priority={index === 0} headingLevel={2} />
              </li>
            ))}
          </ul>
          <div className="mt-10">
            <Pagination
              page={Math.min(page, data.totalPages)}
              totalPages={data.totalPages}
              hrefFor={hrefFor}
              onPageChange={scrollToTop}
              label="Space pods pages"
            />
          </div>
        </>
      )}
    </div>
  );
}
