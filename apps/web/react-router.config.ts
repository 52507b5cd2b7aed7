// React Router framework mode: the storefront is rendered on the server (behind Fastify, apps/api/src/plugins/web.ts)
// and hydrated; the admin renders in the browser only (its routes have client loaders and a fallback).
import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src',
  buildDirectory: 'dist',
  ssr: true,
  // The browser gets the whole route manifest as one immutable module (some 2 KB compressed, cached once),
  // not a part of it in every page: building that part matched the page's parent paths against every route on
  // each server render (with the bigger page, 2.9 -> 2.5 ms of CPU a product page, issue 26), and each new
  // path a visitor could go to cost a /__manifest request before the navigation.
  routeDiscovery: { mode: 'initial' },
  // Loaders get the request as it came (and read the page's URL from their `url`, without React Router's own
  // `.data` suffix and parameters): React Router otherwise made two new Requests for every loader of every render
  // to strip those (4% of a product page's server render, issue 26).
  future: { v8_passThroughRequests: true },
} satisfies Config;
