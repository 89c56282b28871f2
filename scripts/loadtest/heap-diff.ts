// `node --max-old-space-size=8192 --import tsx scripts/loadtest/heap-diff.ts <before.heapsnapshot> <after.heapsnapshot> [--top 30]`:
// what grew between two V8 heap snapshots of one process (e.g. from `npm run loadtest -- --heap-snapshots
// <dir>`), by node type and constructor or function name: count and self size before, after and the
// difference, largest growth first. A snapshot is read whole, so keep it under ~500 MB (a 10 000-listing
// catalogue: `--listings 10000`).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

type HeapSnapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
};

type Group = { count: number; bytes: number };

const { values: args, positionals } = parseArgs({
  options: { top: { type: 'string', default: '30' } },
  allowPositionals: true,
});
const [beforeFile, afterFile] = positionals;
if (!beforeFile || !afterFile) {
  console.error('usage: heap-diff.ts <before.heapsnapshot> <after.heapsnapshot> [--top 30]');
  process.exit(2);
}

/** Self size and count per "type name" (strings, numbers and code by type only: their names are content). */
function groups(file: string): { byName: Map<string, Group>; total: number } {
  const heap = JSON.parse(readFileSync(file, 'utf8')) as HeapSnapshot;
  const fields = heap.snapshot.meta.node_fields;
  const types = heap.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const byName = new Map<string, Group>();
  let total = 0;
  for (let i = 0; i < heap.nodes.length; i += width) {
    const type = types[heap.nodes[i + typeAt] as number] ?? '?';
    const named = type === 'object' || type === 'closure' || type === 'native' || type === 'array';
    const key = named ? `${type} ${heap.strings[heap.nodes[i + nameAt] as number]}` : `(${type})`;
    const size = heap.nodes[i + sizeAt] as number;
    const group = byName.get(key) ?? { count: 0, bytes: 0 };
    group.count += 1;
    group.bytes += size;
    byName.set(key, group);
    total += size;
  }
  return { byName, total };
}

const before = groups(beforeFile);
const after = groups(afterFile);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1).padStart(8);
const rows = [...new Set([...before.byName.keys(), ...after.byName.keys()])]
  .map((key) => {
    const b = before.byName.get(key) ?? { count: 0, bytes: 0 };
    const a = after.byName.get(key) ?? { count: 0, bytes: 0 };
    return { key, b, a, grown: a.bytes - b.bytes };
  })
  .sort((x, y) => Math.abs(y.grown) - Math.abs(x.grown))
  .slice(0, Number(args.top));
console.log(
  `heap self size: ${mb(before.total)} MB → ${mb(after.total)} MB (${mb(after.total - before.total)} MB)`,
);
console.log(
  `${'MB before'.padStart(9)} ${'MB after'.padStart(8)} ${'MB diff'.padStart(8)} ${'count diff'.padStart(11)}  type name`,
);
for (const { key, b, a, grown } of rows) {
  console.log(
    `${mb(b.bytes)}  ${mb(a.bytes)} ${mb(grown)} ${String(a.count - b.count).padStart(11)}  ${key.slice(0, 90)}`,
  );
}
console.log('\nLargest groups in the second snapshot (the working set):');
for (const [key, group] of [...after.byName].sort((x, y) => y[1].bytes - x[1].bytes).slice(0, 15)) {
  console.log(`${mb(group.bytes)} MB ${String(group.count).padStart(10)}  ${key.slice(0, 90)}`);
}
