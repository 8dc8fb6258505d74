import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API (apps/api) listens here in development; the browser only ever talks to its own origin. */
const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    // The router plugin must run before the React plugin, or route generation and code splitting silently fail.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
  ],
  server: {
    proxy: {
      '/trpc': API_ORIGIN,
      '/auth': API_ORIGIN,
      '/oidc': API_ORIGIN,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
