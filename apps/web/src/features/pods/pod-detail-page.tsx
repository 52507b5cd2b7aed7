// One space pod (spec section 2, "Pod detail"): gallery, category, name, nightly price, size,
// description, key features, specs and a disabled Coming Soon button; 'Space Pod Not Found' on failure.
import type { Pod } from '@astroden/shared';
import { DEFAULT_IMAGE, POD_MESSAGES } from '@astroden/shared/constants';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2, Clock, Ruler } from 'lucide-react';
import { Link } from 'react-router';
import { ImageGallery } from '../../components/catalog/image-gallery.tsx';
import { ItemNotFound } from '../../components/catalog/item-not-found.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { podQuery } from '../../lib/api/pods.ts';
import { formatRupees } from '../../lib/format.ts';
import { GALLERY_SIZES } from '../../lib/images.ts';
import { clientPageData, isMissing, type PageResult, serverPageData } from '../../lib/route-data.ts';
import { pageMeta } from '../../lib/seo.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import type { Route } from './+types/pod-detail-page.ts';

const prefetchPod =
  (id: string) =>
  async (client: QueryClient): Promise<PageResult> => {
    try {
      const pod = await client.fetchQuery(podQuery(id));
      return {
        seo: {
          title: pod.name,
          description: (pod.shortDescription || pod.description).replace(/\s+/g, ' ').slice(0, 155),
          image: podImages(pod)[0],
          lcpImage: { path: podImages(pod)[0], sizes: GALLERY_SIZES },
          breadcrumb: [
            ['Home', '/'],
            ['Space Pods', '/space-pods'],
            [pod.name, `/space-pods/${pod._id}`],
          ],
        },
      };
    } catch (error) {
      if (isMissing(error)) return { notFound: true, seo: { title: POD_MESSAGES.notFoundTitle } };
      return {};
    }
  };

export const loader = ({ params }: Route.LoaderArgs) => serverPageData(prefetchPod(params.id));
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => clientPageData(prefetchPod(params.id));
export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function PodDetailPage({ params: { id }, loaderData }: Route.ComponentProps) {
  const notFound = loaderData?.notFound;
  const query = useQuery({ ...podQuery(id), enabled: !notFound });
  const pod = query.data;
  const isError = notFound || query.isError;
  const isPending = !isError && query.isPending;
  usePageTitle(pod?.name ?? (isError ? POD_MESSAGES.notFoundTitle : 'Space Pod'));

  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      {isPending ? (
        <Spinner label="Loading space pod..." className="min-h-[50vh]" />
      ) : isError ? (
        <ItemNotFound
          title={POD_MESSAGES.notFoundTitle}
          message="This pod has drifted out of range, or it never existed."
          backTo="/space-pods"
          backLabel="Back to Space Pods"
        />
      ) : (
        pod && <PodDetail pod={pod} />
      )}
    </section>
  );
}

export function podImages(pod: Pick<Pod, 'images' | 'image'>): string[] {
  if (pod.images.length > 0) return pod.images;
  return [pod.image ?? DEFAULT_IMAGE];
}

function PodDetail({ pod }: { pod: Pod }) {
  const specs = Object.entries(pod.specs ?? {});
  return (
    <>
      <Link
        to="/space-pods"
        className="mb-6 inline-flex items-center gap-2 text-sm text-cyan-300 hover:text-cyan-200 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All Space Pods
      </Link>
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ImageGallery key={pod._id} images={podImages(pod)} name={pod.name} label="Pod images" shape="wide" />
        <div className="flex flex-col gap-5">
          {pod.category ? (
            <p className="text-sm font-medium uppercase tracking-[0.2em] text-violet-300">{pod.category}</p>
          ) : null}
          <h1 className="text-3xl leading-tight sm:text-4xl">{pod.name}</h1>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <p className="text-2xl font-semibold text-white">
              {pod.price == null ? (
                POD_MESSAGES.priceOnRequest
              ) : (
                <>
                  {formatRupees(pod.price)} <span className="text-base font-normal text-slate-300">per night</span>
                </>
              )}
            </p>
            <p className="inline-flex items-center gap-2 text-slate-200">
              <Ruler aria-hidden="true" className="size-4 text-cyan-300" />
              {pod.size == null ? POD_MESSAGES.sizeUnknown : `Size: ${pod.size} sqft`}
            </p>
          </div>
          <p className="whitespace-pre-line leading-relaxed text-slate-300">{pod.description}</p>

          {pod.features.length > 0 ? (
            <div>
              <h2 className="mb-3 text-lg">Key Features</h2>
              <ul className="grid gap-2 sm:grid-cols-2">
                {pod.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2 text-slate-200">
                    <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-cyan-300" />
                    {feature}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          {specs.length > 0 ? (
            <div>
              <h2 className="mb-3 text-lg">Specifications</h2>
              <dl className="glass divide-y divide-white/10 rounded-xl">
                {specs.map(([key, value]) => (
                  <div key={key} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-4 px-4 py-2.5 text-sm">
                    <dt className="text-slate-400">{key}</dt>
                    <dd className="text-slate-100">{value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}

          <div className="pt-2">
            {/* Not the primary Button: dimmed by opacity, its dark text on the gradient fell far below AA.
                Disabled here reads as flat and dashed instead, with light text at full strength. */}
            <button
              type="button"
              disabled
              className="inline-flex w-full cursor-not-allowed items-center justify-center gap-2 rounded-lg border border-dashed border-violet-300/60 bg-space-800 px-6 py-3 text-base font-semibold text-violet-100 sm:w-auto"
            >
              <Clock aria-hidden="true" className="size-5 text-violet-300" />
              {POD_MESSAGES.comingSoon}
            </button>
            <p className="mt-2 text-sm text-slate-400">Bookings open soon. {POD_MESSAGES.stayTuned}.</p>
          </div>
        </div>
      </div>
    </>
  );
}
