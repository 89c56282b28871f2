import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite/precompress-plugin';

const fromRepo = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: fromRepo('./src/web'),
  // .env files (VITE_*) live at the repo root, not next to index.html.
  envDir: fromRepo('.'),
  plugins: [
    // Must run before react() so route files are split and transformed first.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: fromRepo('./src/web/routes'),
      generatedRouteTree: fromRepo('./src/web/route-tree.gen.ts'),
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    tailwindcss(),
    precompress(),
  ],
  build: {
    outDir: fromRepo('./dist/web'),
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
    },
  },
});
