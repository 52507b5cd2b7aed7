// The four people of the team (spec section 2): photo, name, role and a short bio.

import { staticMeta } from '../../lib/seo.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { usePublicSettings } from '../../lib/use-public-settings.ts';
import type { Route } from './+types/team-page.ts';
import { InfoPage } from './components/info-page.tsx';
import { TEAM_MEMBERS } from './team-members.ts';

export const meta: Route.MetaFunction = staticMeta(
  'Our Team',
  'Meet the crew behind AstroDen: the people who run the pods and pick the marketplace.',
);

export default function TeamPage() {
  usePageTitle('Our Team');
  const { brandName } = usePublicSettings();
  return (
    <InfoPage wide eyebrow="The crew" title="Meet the Team" intro={<p>The small crew keeping {brandName} in orbit.</p>}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {TEAM_MEMBERS.map((member) => (
          <li key={member.name} className="glass glow-hover flex flex-col items-center rounded-2xl p-6 text-center">
            <img
              src={member.image}
              alt={`Portrait of ${member.name}`}
              width={160}
              height={160}
              loading="lazy"
              className="mb-5 size-32 rounded-full ring-2 ring-neon-cyan/40 sm:size-36"
            />
            <h2 className="text-lg">{member.name}</h2>
            <p className="mt-1 text-sm font-medium text-violet-300">{member.role}</p>
            <p className="mt-3 text-sm leading-relaxed text-slate-300">{member.bio}</p>
          </li>
        ))}
      </ul>
    </InfoPage>
  );
}
