import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite/precompress-plugin';
import { publicIconFiles } from './scripts/vite/public-icons';

const fromRepo = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** Modules the public pages share, kept in one `public` chunk (ADR 017). */
const PUBLIC_SHARED =
  /node_modules[\\/]@tanstack[\\/]react-query[\\/]|src[\\/]web[\\/](lib[\\/]search-return|features[\\/](listings[\\/]components|analytics[\\/]wiring[\\/]use-page-view-details|price-alerts[\\/]price-alert-cta)|components[\\/](errors|ui[\\/](dialog-context|dialog-trigger|lazy-dialog-panel|input|select|badge|card)\.))|src[\\/]domain[\\/]offers[\\/]lease-offer\./;
// Icons: those of the shared components, and those two of the three public pages use, go in `public`;
// the detail page's own in its chunk; the home, search and static pages' own stay in their chunks, so
// a page does not load another page's icons (ADR 062).
const iconsOf = (...dirs: string[]) => publicIconFiles(dirs.map((dir) => fromRepo(`./src/web/${dir}`)));
const SHARED_ICONS = iconsOf('components', 'features/listings');
const PAGE_ICONS = ['home', 'listings-search', 'listing-detail'].map((feature) =>
  iconsOf(`features/${feature}`),
);
const DETAIL_ICONS = iconsOf('features/listing-detail');
const iconFile = (id: string) =>
  /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(id) ? (id.split(/[\\/]/).pop() ?? '') : undefined;
const isSharedIcon = (file: string) =>
  SHARED_ICONS.has(file) || PAGE_ICONS.filter((icons) => icons.has(file)).length >= 2;
// A dialog's panel (the kit's dialog.tsx, dialog-panel.tsx and a feature's `…-dialog-panel.tsx`) loads when the
// browser is idle after the page (ADR 062): no chunk group may pull it into a page's chunk.
const isLazyPanel = (id: string) =>
  /src[\\/]web[\\/](components[\\/]ui[\\/](dialog|dialog-panel|dialog-scroll-lock)\.tsx?|features[\\/].*-dialog-panel\.tsx)$/.test(
    id,
  );
const isPublicIcon = (id: string) => {
  const file = iconFile(id);
  return file !== undefined && isSharedIcon(file);
};
const isDetailIcon = (id: string) => {
  const file = iconFile(id);
  return file !== undefined && DETAIL_ICONS.has(file) && !isSharedIcon(file);
};

// `vite build` builds the browser app into dist/web; `vite build --ssr entry-server.tsx` the
// server-side renderer into dist/web-ssr (ADR 013), one file with its dependencies bundled in.
export default defineConfig(({ isSsrBuild }) => ({
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
    ...(isSsrBuild ? [] : [precompress()]),
  ],
  build: isSsrBuild
    ? { outDir: fromRepo('./dist/web-ssr'), emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: fromRepo('./dist/web'),
        emptyOutDir: true,
        // ADR 017: rolldown's automatic splitting cut the shared code into ~20 small chunks that
        // index.html modulepreloaded (each costs gzip efficiency and import glue). `app`: everything
        // the entry imports statically, in one chunk. `public`: what the public pages share (query
        // hooks, listing card, error screens, kit pieces), in one chunk instead of a dozen; admin
        // code never matches (useMutation stays with the admin screens and /login).
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'] },
                {
                  name: 'public',
                  test: (id: string) =>
                    ((PUBLIC_SHARED.test(id) && !/useMutation/.test(id)) || isPublicIcon(id)) &&
                    !isLazyPanel(id),
                  minShareCount: 2,
                },
                // The detail page's components in one chunk: another page reusing one of them (the
                // background-removal preview shows the gallery) must not cut it out into a chunk of its own.
                {
                  name: 'listing-detail',
                  test: (id: string) =>
                    (/src[\\/]web[\\/]features[\\/]listing-detail[\\/]/.test(id) && !isLazyPanel(id)) ||
                    isDetailIcon(id),
                },
              ],
            },
          },
        },
      },
  ssr: { noExternal: true },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
    },
  },
}));
