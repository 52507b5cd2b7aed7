// The team page's static members (spec section 3, "Team member"); photos are SVG avatars in public/team.
export interface TeamMember {
  name: string;
  role: string;
  image: string;
  bio: string;
}

export const TEAM_MEMBERS: TeamMember[] = [
  {
    name: 'Aarav Mehta',
    role: 'Founder & Mission Commander',
    image: '/team/aarav-mehta.svg',
    bio: 'A lifelong gamer who turned late-night LAN parties into a brand. Aarav sets the course and still plays every tournament he organises.',
  },
  {
    name: 'Ishita Rao',
    role: 'Head of Pod Design',
    image: '/team/ishita-rao.svg',
    bio: 'An interior architect who designs every capsule for comfort over long sessions: the lighting, the airflow and the bed you will not want to leave.',
  },
  {
    name: 'Kabir Sharma',
    role: 'Marketplace Curator',
    image: '/team/kabir-sharma.svg',
    bio: 'Builds PCs for fun and reads manga for a living. Kabir tests and picks every component, figure and volume the marketplace stocks.',
  },
  {
    name: 'Meera Nair',
    role: 'Community & Events Lead',
    image: '/team/meera-nair.svg',
    bio: 'Runs the watch parties, cosplay nights and launch events, and answers most of the messages sent through the contact page.',
  },
];
