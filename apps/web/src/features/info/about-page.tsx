// About the brand, with the way to the team page (spec section 2, "Other public pages").
import { Gamepad2, Orbit, ShoppingBag, Users } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button.tsx';
import { staticMeta } from '../../lib/seo.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { usePublicSettings } from '../../lib/use-public-settings.ts';
import type { Route } from './+types/about-page.ts';
import { InfoPage } from './components/info-page.tsx';

export const meta: Route.MetaFunction = staticMeta(
  'About Us',
  'Who we are: a space-themed anime and gaming brand with private space pods and a marketplace for fans.',
);

export default function AboutPage() {
  usePageTitle('About Us');
  const { brandName } = usePublicSettings();
  const pillars = [
    {
      icon: Orbit,
      title: 'Space Pods',
      text: 'Private capsules and lounges for marathon sessions, watch parties and overnight stays, opening soon.',
    },
    {
      icon: ShoppingBag,
      title: 'Marketplace',
      text: 'PC components, manga and comics, shirts, figures and collectibles, picked by people who use them.',
    },
    {
      icon: Gamepad2,
      title: 'Play',
      text: 'Tournaments, launch nights and community events for players of every level.',
    },
  ];
  return (
    <InfoPage
      wide
      eyebrow="Our story"
      title={`About ${brandName}`}
      intro={
        <p>
          {brandName} is a home base for anime fans and gamers: a place to play, to shop for the things you love and,
          soon, to stay the night among the stars.
        </p>
      }
    >
      <div className="grid gap-6 md:grid-cols-3">
        {pillars.map(({ icon: Icon, title, text }) => (
          <section key={title} className="glass rounded-2xl p-6">
            <Icon aria-hidden="true" className="mb-4 size-8 text-cyan-300" />
            <h2 className="mb-2 text-xl">{title}</h2>
            <p className="text-slate-300">{text}</p>
          </section>
        ))}
      </div>

      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <section>
          <h2 className="mb-3 text-2xl">Our mission</h2>
          <p className="leading-relaxed text-slate-300">
            We started {brandName} because the places we wanted to hang out in did not exist. Gaming cafes were cramped,
            merchandise was hard to trust, and nobody treated a night of anime as an occasion. So we set out to build
            one crew-run station where all three come together, with fair prices in rupees and people who answer when
            you write to them.
          </p>
        </section>
        <section>
          <h2 className="mb-3 text-2xl">What we stand for</h2>
          <ul className="list-disc space-y-2 pl-5 text-slate-300">
            <li>Genuine products, described honestly.</li>
            <li>Comfortable, safe spaces built for long sessions.</li>
            <li>A welcoming community, whatever you play or watch.</li>
          </ul>
        </section>
      </div>

      <section className="glass mt-12 flex flex-col items-center gap-4 rounded-2xl px-6 py-10 text-center">
        <Users aria-hidden="true" className="size-10 text-violet-300" />
        <h2 className="text-2xl">Meet the crew</h2>
        <p className="max-w-xl text-slate-300">The people behind the pods, the shop and the events.</p>
        <ButtonLink to="/team" size="lg">
          Meet the Team
        </ButtonLink>
      </section>
    </InfoPage>
  );
}
