import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Component tests render screens in a memory router: plain React there, the framework for dev and build.
  plugins: [process.env.VITEST ? react() : reactRouter(), tailwindcss()],
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
    // Screens driven through user-event on a loaded 2-core CI machine: room to finish, never a measure.
    testTimeout: 15_000,
  },
});
