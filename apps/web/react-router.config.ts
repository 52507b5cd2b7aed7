// React Router framework mode: the storefront is rendered on the server (behind Fastify, apps/api/src/plugins/web.ts)
// and hydrated; the admin renders in the browser only (its routes have client loaders and a fallback).
import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src',
  buildDirectory: 'dist',
  ssr: true,
} satisfies Config;
