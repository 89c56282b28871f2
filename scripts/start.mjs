// `npm start`: build the web app and its server-side renderer (ADR 013; SSR=0: no renderer) when missing or
// older than their sources, then run the server (`npm start -- --build-only`: build only).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const builtIndex = join(root, 'dist/web/index.html');
const builtRenderer = join(root, 'dist/web-ssr/entry-server.js');
const webSources = ['src/web', 'src/domain', 'vite.config.ts', 'package.json'];

function newestMtime(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

const builtAt = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);
// Server-side rendering of the public pages (ADR 013) is on unless SSR=0; without it, an old renderer
// is removed so the server cannot pick it up.
const withRenderer = process.env.SSR !== '0';
if (!withRenderer) rmSync(dirname(builtRenderer), { recursive: true, force: true });
const oldest = withRenderer ? Math.min(builtAt(builtIndex), builtAt(builtRenderer)) : builtAt(builtIndex);
// The renderer must be built after the browser app, or the server does not use it (web-app-routes.ts).
if (oldest < Math.max(...webSources.map(newestMtime))) {
  console.log('Building the web app…');
  for (const args of withRenderer ? [[], ['--ssr', 'entry-server.tsx']] : [[]]) {
    const build = spawnSync(join(root, 'node_modules/.bin/vite'), ['build', ...args, '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) {
      console.error(`The web build failed${build.signal ? ` (killed by ${build.signal})` : ''}.`);
      process.exit(build.status ?? 1);
    }
  }
}

// `--build-only`: build when stale and stop (a Docker image's build stage, the load test before it starts the server).
if (process.argv.includes('--build-only')) process.exit(0);

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
