// `npm run report:bundle`: build the web app into .tmp/bundle-report and print, per public route, the
// gzip size of the JavaScript index.html loads at once plus the chunk the route loads (with its own
// imports). Fails when a route is over budget, when admin code reaches a public chunk or zod the entry
// or the analytics runtime.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, '.tmp/bundle-report');
// 150 kB, not issue 28's 130: ADR 073 (a smaller runtime cost more blocking time than it saved bytes).
const BUDGET_KB = 150;
const ROUTES = [
  { path: '/', file: 'routes/index.tsx' },
  { path: '/listings', file: 'routes/listings.tsx' },
  { path: '/listing/{id}', file: 'routes/listing/$id.tsx' },
];
const isAdminSource = (source) => /(^|\/)(routes|features)\/admin(\/|\.|-)/.test(source);
// With file routes every route's definition (path, search validation, guard, pending view; not its
// components) is part of the route tree in the entry chunk (ADR 017). Those of admin routes are
// allowed there and listed; anything else from an admin source in a public chunk is a failure.
const isAdminRouteDefinition = (source) => /(^|\/)routes\/admin(\/|\.)/.test(source);

if (!process.argv.includes('--no-build')) {
  const build = spawnSync(
    join(root, 'node_modules/.bin/vite'),
    ['build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--sourcemap', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length);
  return gzipCache.get(file);
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const sum = (files) => [...files].reduce((total, file) => total + gzipBytes(file), 0);

/** The chunk of `key` and every chunk it imports statically (what the browser fetches with it). */
function closure(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

const attribute = (tag, name) => new RegExp(`${name}="/?([^"]+)"`).exec(tag)?.[1];
const initialJs = new Set(
  [...indexHtml.matchAll(/<(script|link)\b[^>]*>/g)]
    .map(([tag]) =>
      tag.startsWith('<script')
        ? attribute(tag, 'src')
        : /modulepreload/.test(tag)
          ? attribute(tag, 'href')
          : undefined,
    )
    .filter((file) => file?.endsWith('.js')),
);
const initialCss = [...indexHtml.matchAll(/<link rel="stylesheet"[^>]*href="\/?([^"]+)"/g)].map((m) => m[1]);

function adminSources(files) {
  const found = new Set();
  for (const file of files) {
    const mapFile = join(outDir, `${file}.map`);
    if (!existsSync(mapFile)) continue;
    for (const source of JSON.parse(readFileSync(mapFile, 'utf8')).sources ?? []) {
      if (!isAdminSource(source)) continue;
      if (file === entryFile && isAdminRouteDefinition(source)) adminRouteDefinitions.add(source);
      else found.add(`${file} ← ${source}`);
    }
  }
  for (const file of files) {
    const src = byFile.get(file)?.src ?? '';
    if (isAdminSource(src)) found.add(`${file} ← ${src}`);
  }
  return [...found];
}

const entryFile = attribute(/<script\b[^>]*type="module"[^>]*>/.exec(indexHtml)?.[0] ?? '', 'src');
const adminRouteDefinitions = new Set();

const initialBytes = sum(initialJs);
console.log(`Initial JS from index.html (${initialJs.size} files): ${kb(initialBytes)} gzip`);
console.log(`Initial CSS: ${kb(sum(initialCss))} gzip (not counted below)\n`);

let failed = false;
const rows = [];
const publicFiles = new Set(initialJs);
for (const route of ROUTES) {
  const key = `${route.file}?tsr-split=component`;
  if (!manifest[key]) {
    rows.push([route.path, '–', '–', '–', 'no route chunk found']);
    failed = true;
    continue;
  }
  const routeFiles = [...closure([key])].filter((file) => !initialJs.has(file));
  for (const file of routeFiles) publicFiles.add(file);
  const routeBytes = sum(routeFiles);
  const total = initialBytes + routeBytes;
  const ok = total <= BUDGET_KB * 1024;
  if (!ok) failed = true;
  rows.push([route.path, kb(initialBytes), kb(routeBytes), kb(total), ok ? 'ok' : `over ${BUDGET_KB} kB`]);
}

const header = ['Route', 'Initial', 'Route chunk', 'Total', `Budget ${BUDGET_KB} kB`];
const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => String(row[i]).length)));
const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ');
console.log(line(header));
console.log(widths.map((width) => '-'.repeat(width)).join('  '));
for (const row of rows) console.log(line(row));

// ADR 047: zod's core weighs ~10 kB gzip; the route tree's search schemas are plain field readers.
const entrySources = JSON.parse(readFileSync(join(outDir, `${entryFile}.map`), 'utf8')).sources ?? [];
const zodInEntry = entrySources.filter((source) => /node_modules\/zod\//.test(source));
if (zodInEntry.length > 0) {
  failed = true;
  console.log(
    `\nzod in the entry chunk (${zodInEntry.length} files): a route's validateSearch or a module the entry imports uses it; read search params with domain/listings/search-schema.ts (ADR 047).`,
  );
}

// ADR 059: the browser builds analytics events with plain typed code; only the collector runs the zod
// schemas. The analytics runtime (loaded on every public page) and what it imports must not hold zod.
const ANALYTICS_RUNTIME = 'features/analytics/wiring/analytics-runtime.ts';
if (manifest[ANALYTICS_RUNTIME]) {
  const runtimeFiles = [...closure([ANALYTICS_RUNTIME])].filter((file) => !initialJs.has(file));
  const zodInRuntime = runtimeFiles.filter((file) => {
    const mapFile = join(outDir, `${file}.map`);
    return existsSync(mapFile) && /node_modules\/zod\//.test(readFileSync(mapFile, 'utf8'));
  });
  console.log(`\nAnalytics runtime (after first paint): ${kb(sum(runtimeFiles))} gzip.`);
  if (zodInRuntime.length > 0) {
    failed = true;
    console.log(
      `zod in the browser's analytics path (${zodInRuntime.join(', ')}): build events with domain/analytics/analytics-event-keys.ts; the collector validates (ADR 059).`,
    );
  }
} else {
  failed = true;
  console.log(`\nNo chunk for ${ANALYTICS_RUNTIME}: update report-bundle.mjs.`);
}

const leaks = adminSources(publicFiles);
if (leaks.length > 0) {
  failed = true;
  console.log(`\nAdmin code in public chunks:\n  ${leaks.join('\n  ')}`);
} else {
  console.log('\nNo admin code in the initial or public route chunks.');
}
if (adminRouteDefinitions.size > 0) {
  console.log(
    `Admin route definitions in the entry (the route tree; components are split off): ${adminRouteDefinitions.size} files.`,
  );
}
process.exit(failed ? 1 : 0);
