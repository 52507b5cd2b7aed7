// Discover Our Space Pods: the first three pods, or Coming Soon when there are none. A failed fetch is not
// shown (spec section 8): loading ends and the Coming Soon panel stands in.
import { PAGE_SIZES, POD_MESSAGES } from '@astroden/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Rocket } from 'lucide-react';
import { PodCard } from '../../../components/catalog/pod-card.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { SkeletonCard } from '../../../components/ui/states.tsx';
import { podListQuery } from '../../../lib/api/pods.ts';
import { SectionHeading } from './section-heading.tsx';

export function PodsSection() {
  const { data, isPending } = useQuery(podListQuery({ limit: PAGE_SIZES.homePods }));
  const pods = data?.data.slice(0, PAGE_SIZES.homePods) ?? [];

  return (
    <section aria-labelledby="home-pods-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <SectionHeading id="home-pods-heading" eyebrow="Your capsule awaits" title="Discover Our Space Pods">
        Private capsules and lounges for long sessions, watch parties and overnight stays among the stars.
      </SectionHeading>

      {isPending ? (
        <div role="status" aria-label="Loading space pods" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: PAGE_SIZES.homePods }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <SkeletonCard key={i} className="aspect-[3/4]" />
          ))}
        </div>
      ) : pods.length === 0 ? (
        <div className="glass mx-auto flex max-w-2xl flex-col items-center gap-4 rounded-2xl px-6 py-12 text-center">
          <Rocket aria-hidden="true" className="size-10 text-cyan-300" />
          <h3 className="text-2xl text-white">{POD_MESSAGES.comingSoon}</h3>
          <p className="text-slate-300">{POD_MESSAGES.stayTuned}</p>
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {pods.map((pod) => (
            <li key={pod._id} className="grid">
              <PodCard pod={pod} />
            </li>
          ))}
        </ul>
      )}

      <div className="mt-10 flex justify-center">
        <ButtonLink to="/space-pods" variant="secondary" size="lg">
          View All Space Pods
          <ArrowRight aria-hidden="true" className="size-5" />
        </ButtonLink>
      </div>
    </section>
  );
}
