// The document of every page: head (meta, fonts, CSS), the providers, the page, the scripts. The root loader
// gives the shell its data (brand, chat number, footer pods) and the site's origin for canonical URLs.
import { DEFAULT_PUBLIC_SETTINGS, PAGE_SIZES } from '@astroden/shared/constants';
import orbitron500 from '@fontsource/orbitron/files/orbitron-latin-500-normal.woff2?url';
import orbitron700 from '@fontsource/orbitron/files/orbitron-latin-700-normal.woff2?url';
import { HydrationBoundary } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { data, Links, Meta, Outlet, Scripts, useMatches } from 'react-router';
import interLatin from '../.generated/inter-latin-wght-400-700.woff2?url';
import type { Route } from './+types/root.ts';
import { Providers } from './app/providers.tsx';
import { RouteError } from './app/route-error.tsx';
import { podNamesQuery } from './lib/api/pods.ts';
import { publicSettingsQuery } from './lib/api/settings.ts';
import { keptWithReads } from './lib/api-client.ts';
import { NonceContext, useNonce } from './lib/nonce.ts';
import { getQueryClient } from './lib/query-client.ts';
import { clientPageData, dehydratedStateOf, type PageData, type Prefetch, serverPageData } from './lib/route-data.ts';
import { pageMeta, type RootData } from './lib/seo.ts';
import stylesheet from './styles/index.css?url';
import { unicodeRange as LATIN } from './styles/latin-unicode-range.json';

// Inter is cut to these code points and weights 400-700 by scripts/subset-inter.mjs before each build.
const FONT_FACES = `
@font-face{font-family:'Inter Variable';font-style:normal;font-display:swap;font-weight:400 700;src:url(${interLatin}) format('woff2-variations');unicode-range:${LATIN}}
@font-face{font-family:'Orbitron';font-style:normal;font-display:swap;font-weight:500;src:url(${orbitron500}) format('woff2');unicode-range:${LATIN}}
@font-face{font-family:'Orbitron';font-style:normal;font-display:swap;font-weight:700;src:url(${orbitron700}) format('woff2');unicode-range:${LATIN}}
`;

export const links: Route.LinksFunction = () => [
  { rel: 'icon', type: 'image/svg+xml', href: '/logo.svg' },
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: orbitron700, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'stylesheet', href: stylesheet },
];

const prefetchShell: Prefetch = async (client) => {
  await Promise.all([
    client.prefetchQuery(publicSettingsQuery()),
    client.prefetchQuery(podNamesQuery(PAGE_SIZES.footerPods)),
  ]);
  return undefined;
};

/**
 * The shell's data is the same on every page: it is made once and kept as long as the API keeps the reads it is
 * made from (keptWithReads: until a write, or their time to live; never with the response cache off). Made
 * again for each page from the kept reads, it was a twentieth of a product page's server render (issue 26). A shell
 * made while a read failed is not kept, and its page is answered 503 as any page whose reads failed
 * (serverPageData), so that no cache keeps it either.
 */
export function loader({ url }: Route.LoaderArgs) {
  return keptWithReads(
    `root ${url.origin}`,
    async () => {
      let brandName: string = DEFAULT_PUBLIC_SETTINGS.brandName;
      const response = await serverPageData(async (client) => {
        await prefetchShell(client);
        brandName = client.getQueryData(publicSettingsQuery().queryKey)?.brandName ?? brandName;
        return undefined;
      });
      // The same object, not a copy: it is the key to the queries the loader made (dehydratedStateOf).
      const root: RootData = Object.assign(response.data, { origin: url.origin, brandName });
      return data(root, response.init ?? undefined);
    },
    (made) => made.init?.status === 200,
  );
}

export async function clientLoader(): Promise<PageData> {
  return clientPageData(prefetchShell);
}

/** The shell's data does not change with the page: fetched once, then kept fresh by its own queries. */
export const shouldRevalidate = () => false;

export const meta: Route.MetaFunction = pageMeta;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#05060f" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant CSS with the hashed font URLs */}
        <style dangerouslySetInnerHTML={{ __html: FONT_FACES }} />
        <Meta />
        <Links />
      </head>
      <body>
        <NonceContext.Provider value={nonce}>
          <Providers queryClient={getQueryClient()} Hydrate={Hydrate}>
            {children}
          </Providers>
        </NonceContext.Provider>
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Every loader's dehydrated queries go into the page's QueryClient before the page renders. */
function Hydrate({ children }: { children: ReactNode }) {
  const matches = useMatches();
  return matches.reduceRight<ReactNode>((inner, match) => {
    const state = dehydratedStateOf(match.loaderData as PageData | undefined);
    return state ? (
      <HydrationBoundary key={match.id} state={state}>
        {inner}
      </HydrationBoundary>
    ) : (
      inner
    );
  }, children);
}

export default function App() {
  // The page works from here on (entry.server.tsx starts hydration after the first paint): the mark times it
  // (bench/hydration.ts) and the attribute tells browser tests.
  useEffect(() => {
    performance.mark?.('astroden:hydrated');
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

export function HydrateFallback() {
  return null;
}

export const ErrorBoundary = RouteError;
