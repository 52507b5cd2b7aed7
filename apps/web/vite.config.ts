import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** The app's own modules that several pages share: one chunk, loaded by every storefront page. */
const APP_SHARED =
  /apps[\\/]web[\\/]src[\\/](lib[\\/]|app[\\/](?!routes[\\/]|layouts[\\/]admin[\\/])|components[\\/](ui|catalog)[\\/])/;
/**
 * ...except what only forms, lists or the admin use: zod (forms), the URL parsers (nuqs), dialogs and switches,
 * and orders (checkout, the tracking page, /profile and the admin: its API calls and a customer's order view). In that chunk every storefront page downloaded and
 * evaluated them; left out, they go in chunks of their own that only the pages using them load.
 */
const NOT_ON_EVERY_PAGE =
  /apps[\\/]web[\\/]src[\\/](lib[\\/](zod|list-params|api[\\/]orders)\.ts|components[\\/]ui[\\/](modal|confirm-dialog|switch|progress-bar|use-overflow|tabs|segmented-control)\.tsx?|components[\\/]catalog[\\/]customer-order\.tsx|app[\\/]guards[\\/])/;

export default defineConfig({
  // Component tests render screens in a memory router: plain React there, the framework for dev and build.
  plugins: [process.env.VITEST ? react() : reactRouter(), tailwindcss()],
  // The server bundle imports its dependencies from node_modules at start, except lucide-react: its CommonJS
  // build holds every icon (1.3 MB, 180 ms to load); bundled, only the icons the pages use remain.
  ssr: { noExternal: ['lucide-react'] },
  server: {
    proxy: {
      '/api': process.env.API_PROXY ?? 'http://localhost:3000',
      '/uploads': process.env.API_PROXY ?? 'http://localhost:3000',
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // Schemas in @astroden/shared are built at module level; marking zod's builders pure lets
    // the storefront's first chunk keep the shared constants without shipping zod itself.
    rolldownOptions: {
      // A storefront page used to load about 40 scripts of 1-3 KB each: on HTTP/1.1 (six connections) and a
      // mobile round trip, their queue, not their bytes, held back the stylesheet and the largest image.
      // The framework and the small modules every page shares go in two chunks; what only some routes use
      // (the admin, forms, charts, the 3D Earth) keeps its own chunks.
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/]query-core|@tanstack[\\/]react-query|sonner|lucide-react|set-cookie-parser|cookie)[\\/]/,
              priority: 2,
            },
            {
              name: 'app',
              test: (id: string) => APP_SHARED.test(id) && !NOT_ON_EVERY_PAGE.test(id),
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
      treeshake: {
        manualPureFunctions: [
          'z',
          'jsonField',
          'numberField',
          'optionalNumberField',
          'limitParam',
          'dataResponse',
          'pageResponse',
          'requiredText',
        ],
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // nuqs goes through Vite like the app, so it and the tests share one copy of react-router (loaded by
    // Node it would get the package's other build, and its adapter would find no router).
    server: { deps: { inline: ['nuqs'] } },
    // Screens driven through user-event on a loaded 2-core CI machine: room to finish, never a measure.
    testTimeout: 15_000,
  },
});
